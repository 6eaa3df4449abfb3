"""The wire schema: the JSON the model must return.

These pydantic models are what we hand Gemini as its response schema. They are not how we
read the answer: the raw text is checked by `explain.checker`, strictly, because the SDK's
own parsing silently gives None on invalid output.
"""

from pydantic import BaseModel, ConfigDict, Field


class WireClaim(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    point: str = Field(max_length=1000, description="One short sentence, in plain words.")
    profileQuote: str = Field(
        max_length=1000,
        description="Words copied exactly from the CANDIDATE PROFILE; empty for a gap.",
    )
    jobQuote: str = Field(
        max_length=1000, description="Words copied exactly from the JOB POSTING."
    )


class WireExplanation(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    matches: list[WireClaim] = Field(max_length=20)
    gaps: list[WireClaim] = Field(max_length=20)

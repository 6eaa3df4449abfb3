from typing import Any, cast

from django import forms

from explain.stats import DEFAULT_PERIOD_DAYS, PERIOD_DAYS, Period, Scope, scope_choices


class ScopeForm(forms.Form):
    """Which explanations the quality dashboard and its CSV export cover (the query string)."""

    days = forms.TypedChoiceField(
        label="Period",
        choices=[(days, f"Last {days} days") for days in PERIOD_DAYS],
        coerce=int,
        required=False,
    )
    model = forms.ChoiceField(label="Model", required=False)
    prompt_version = forms.ChoiceField(label="Prompt version", required=False)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        models, versions = scope_choices()
        self.fields["days"].initial = DEFAULT_PERIOD_DAYS
        model_field = cast(forms.ChoiceField, self.fields["model"])
        model_field.choices = [("", "All models"), *((m, m) for m in models)]
        version_field = cast(forms.ChoiceField, self.fields["prompt_version"])
        version_field.choices = [("", "All versions"), *((v, v) for v in versions)]

    def scope(self) -> Scope:
        """The chosen scope; call after is_valid() when bound. Unbound: the last 30 days."""
        data = self.cleaned_data if self.is_bound else {}
        return Scope(
            period=Period.last(data.get("days") or DEFAULT_PERIOD_DAYS),
            model=data.get("model", ""),
            prompt_version=data.get("prompt_version", ""),
        )

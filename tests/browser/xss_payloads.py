"""Hostile strings for the browser tests: each would run script if a page treated it as markup.

Every payload that could execute sets `window.__xss` (the canary the tests read) and most
also call alert()/confirm()/prompt() (a `dialog` event the tests listen for). Each is at most
150 characters, so it fits every user-written field including a job title, and has letters in
it, so the quote checker can accept it as a quote.

No NUL characters: PostgreSQL text cannot hold them, and a browser turns them into U+FFFD.
"""

PAYLOADS: dict[str, str] = {
    # Script tags
    "script-tag": "<script>window.__xss='script-tag';alert('script-tag')</script>",
    "script-src": "<script src=\"data:text/javascript,window.__xss='script-src'\"></script>",
    "nested-script": "<scr<script>ipt>window.__xss='nested'</scr</script>ipt>",
    "svg-script": "<svg><script>window.__xss='svg-script';alert(4)</script></svg>",
    # Event handlers
    "img-onerror": "<img src=x onerror=\"window.__xss='img-onerror';alert(2)\">",
    "svg-onload": "<svg/onload=window.__xss='svg-onload';alert(3)>",
    "svg-animate": "<svg><animate onbegin=\"window.__xss='animate'\" attributeName=x dur=1s>",
    "details-toggle": "<details open ontoggle=\"window.__xss='details';alert(5)\">x</details>",
    "autofocus": "<input autofocus onfocus=\"window.__xss='autofocus';alert(6)\">",
    "body-onload": "<body onload=\"window.__xss='body';confirm(7)\">",
    "video-source": "<video><source onerror=\"window.__xss='video';alert(8)\"></video>",
    # javascript: and data: URLs
    "javascript-url": "javascript:window.__xss='javascript-url';alert(9)",
    "anchor-javascript": "<a href=\"javascript:window.__xss='anchor';alert(10)\">Click me</a>",
    "iframe-javascript": "<iframe src=\"javascript:parent.__xss='iframe';alert(11)\"></iframe>",
    "form-action": '<form action="javascript:alert(12)"><button>Apply now</button></form>',
    "object-data": '<object data="data:text/html,<script>alert(13)</script>"></object>',
    "meta-refresh": '<meta http-equiv="refresh" content="0;url=javascript:alert(14)">',
    # Breaking out of attributes and elements
    "attr-double": "\"><script>window.__xss='attr-double'</script>",
    "attr-single": "'><img src=x onerror=window.__xss='attr-single'>",
    "attr-unquoted": '" onmouseover="window.__xss=\'attr-unquoted\'" autofocus onfocus="alert(15)" x="',
    "textarea-breakout": "</textarea><script>window.__xss='textarea'</script>",
    "title-breakout": "</title><script>window.__xss='title';alert(16)</script>",
    "comment-breakout": "<!--<img src=\"--><img src=x onerror=window.__xss='comment'//\">",
    "noscript-mxss": "<noscript><p title=\"</noscript><img src=x onerror=window.__xss='noscript'>\">",
    "math-mxss": "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='math'>",
    "base-tag": '<base href="//evil.example/"><link rel=stylesheet href="//evil.example/x.css">',
    "style-tag": "<style>body{display:none}</style>Hidden page",
    # JavaScript string contexts
    "js-string": "';window.__xss='js-string';alert(17);//",
    "js-template": "`;window.__xss='js-template';${alert(18)}`",
    # Template injection (Django, Jinja, Angular, ERB, Thymeleaf)
    "django-template": "{{ 7|add:35 }} {% debug %} {% load static %}",
    "jinja-template": "{{ ''.__class__.__mro__ }} {{7*7}} ${7*7} #{7*7}",
    "angular-template": "{{constructor.constructor('window.__xss=\"angular\";alert(19)')()}}",
    "erb-thymeleaf": "<%= 7*7 %> [[${7*7}]] @{7*7}",
    # Unicode tricks
    "fullwidth-brackets": "\uff1cscript\uff1ewindow.__xss='fullwidth'\uff1c/script\uff1e",
    "rtl-override": "\u202eevil.exe <img src=x onerror=window.__xss='rtl'> gpj.\u202c",
    "zero-width": "<img src=x o\u200bnerror=window.__xss='zero-width'> Java\u200d",
    "line-separators": "Java\u2028</script><script>window.__xss='u2028'</script>\u2029",
    "long-s-script": "<\u017fcript>window.__xss='long-s'</\u017fcript>",
    "encoded-entities": "&lt;script&gt;window.__xss='entities'&lt;/script&gt; &#x3C;b&#x3E;",
    "percent-encoded": "%3Cscript%3Ewindow.__xss='percent'%3C/script%3E",
}

assert len(PAYLOADS) >= 25
assert all(len(payload) <= 150 for payload in PAYLOADS.values()), [
    name for name, payload in PAYLOADS.items() if len(payload) > 150
]

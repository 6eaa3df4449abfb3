"""The client's address, for the per-address limits (RATELIMIT_IP_META_KEY points here).

Behind a proxy every request comes from the proxy's address; the client's is in the
X-Forwarded-For header, which the proxy appends to. Anyone can send that header, so it is read
only when the request comes from an address in TRUSTED_PROXIES, and only from the right: each
trusted proxy appended the address it was talking to, and the first address that is not a
trusted proxy is the client. What a client wrote itself, further left, is never read.

A list of addresses rather than a count of proxies, because a count cannot tell a request that
went through the proxy from one sent to the app server directly with a made-up header.
A missing, malformed or made-up header never fails a request: the nearest trusted address
known stands in for the client.
"""

import ipaddress

from django.conf import settings
from django.http import HttpRequest

Address = ipaddress.IPv4Address | ipaddress.IPv6Address

# A request with no usable peer address (a Unix socket): all such requests share one bucket.
UNKNOWN = "0.0.0.0"


def parse_address(text: str) -> Address | None:
    try:
        return ipaddress.ip_address(text.strip())
    except ValueError:
        return None


def is_trusted_proxy(address: Address) -> bool:
    return any(address in network for network in settings.TRUSTED_PROXY_NETWORKS)


def client_ip(request: HttpRequest) -> str:
    address = parse_address(request.META.get("REMOTE_ADDR", ""))
    if address is None:
        return UNKNOWN
    if not is_trusted_proxy(address):
        return str(address)
    for hop in reversed(request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")):
        parsed = parse_address(hop)
        if parsed is None:
            break  # not written by a proxy of ours: keep the last address we can vouch for
        address = parsed
        if not is_trusted_proxy(address):
            break
    return str(address)

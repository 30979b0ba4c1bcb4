"""Prepares a running shop for the live tests (CI only: it uses the test payment provider) and
prints the environment they read. With the owner's email and password it first publishes the
current package as release 1.0.0 (a fresh shop has none yet), so the update check has an answer.

Usage: python3 tests/buy_test_licence.py URL [ADMIN_EMAIL ADMIN_PASSWORD]"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from http.cookiejar import CookieJar

opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))


def call(url: str, body: dict | None = None, origin: str | None = None) -> tuple[int, dict]:
    headers = {"content-type": "application/json"}
    if origin:
        # The admin API takes writes from the shop's own pages only.
        headers |= {"origin": origin, "sec-fetch-site": "same-origin"}
    request = urllib.request.Request(
        url,
        data=None if body is None else json.dumps(body).encode(),
        method="GET" if body is None else "POST",
        headers=headers,
    )
    try:
        with opener.open(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def publish_first_release(base: str, email: str, password: str) -> None:
    status, answer = call(f"{base}/api/admin/login", {"email": email, "password": password}, base)
    if status != 200:
        raise SystemExit(f"admin sign-in failed: {status} {answer}")
    body = {"version": "1.0.0", "channel": "stable", "changelog": "The first release."}
    status, answer = call(f"{base}/api/admin/releases", body, base)
    if status not in (201, 409):  # 409: published already
        raise SystemExit(f"publishing release 1.0.0 failed: {status} {answer}")


def main(base: str, admin: list[str]) -> None:
    base = base.rstrip("/")
    if len(admin) == 2:
        publish_first_release(base, admin[0], admin[1])
    _, checkout = call(
        f"{base}/api/create-payment-intent",
        # The buyer has read and accepts the Risk Disclaimer and the License: the shop records it.
        {"email": "python-client@example.com", "acceptedTerms": True},
    )
    card = {"cardNumber": "4242 4242 4242 4242", "expiry": "12 / 34", "cvc": "123"}
    status, paid = call(f"{base}/api/test-payments/confirm", {"clientSecret": checkout["clientSecret"]} | card)
    if status != 200:
        raise SystemExit(f"test payment failed: {status} {paid}")
    _, view = call(f"{base}/api/orders/{checkout['orderToken']}")
    order = view["order"]
    print(f"CRYPTOMATON_SHOP_URL={base}")
    print(f"CRYPTOMATON_LICENCE_KEY={order['licence']['key']}")
    print(f"CRYPTOMATON_ORDER_REFERENCE={order['reference']}")
    print(f"CRYPTOMATON_DOWNLOAD_URL={base}{order['download']['url']}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:3000", sys.argv[2:4])

"""Buys the bot from a shop running the test payment provider and prints the environment the live
tests read (CI only: a real shop takes real cards). Usage: python3 tests/buy_test_licence.py URL"""

from __future__ import annotations

import json
import sys
import urllib.request


def call(url: str, body: dict | None = None) -> dict:
    request = urllib.request.Request(
        url,
        data=None if body is None else json.dumps(body).encode(),
        method="GET" if body is None else "POST",
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def main(base: str) -> None:
    base = base.rstrip("/")
    checkout = call(f"{base}/api/create-payment-intent", {"email": "python-client@example.com"})
    call(
        f"{base}/api/test-payments/confirm",
        {"clientSecret": checkout["clientSecret"], "cardNumber": "4242 4242 4242 4242", "expiry": "12 / 34", "cvc": "123"},
    )
    order = call(f"{base}/api/orders/{checkout['orderToken']}")["order"]
    print(f"CRYPTOMATON_SHOP_URL={base}")
    print(f"CRYPTOMATON_LICENCE_KEY={order['licence']['key']}")
    print(f"CRYPTOMATON_ORDER_REFERENCE={order['reference']}")
    print(f"CRYPTOMATON_DOWNLOAD_URL={base}{order['download']['url']}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:3000")

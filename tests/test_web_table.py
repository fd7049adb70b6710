"""The reference web table in a real browser: Debian's Chromium, headless, driven by
Selenium (chromium and chromium-driver from apt; .ci/run installs them).  Start the
server, open the page, play a whole game against the built-in AI by clicking."""

import os
import shutil
import time

import pytest

webdriver = pytest.importorskip("selenium.webdriver")

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
if os.environ.get("MTGCORE_REQUIRE_BROWSER") and not (CHROMIUM and DRIVER):  # .ci/run sets it
    raise RuntimeError("MTGCORE_REQUIRE_BROWSER is set but chromium or chromedriver is not installed")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="needs Chromium and its driver (apt-get install chromium chromium-driver)")


@pytest.fixture(scope="module")
def browser():
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    opts = Options()
    opts.binary_location = CHROMIUM
    for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
              "--window-size=1400,1000"):
        opts.add_argument(a)
    drv = webdriver.Chrome(service=Service(DRIVER), options=opts)
    yield drv
    drv.quit()


@pytest.fixture(scope="module")
def server():
    from mtgcore.server.background import BackgroundServer
    with BackgroundServer() as s:
        yield s


def _wait(pred, timeout=30.0, what="condition"):
    end = time.time() + timeout
    while time.time() < end:
        v = pred()
        if v:
            return v
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


def test_play_a_game_to_its_end_in_the_browser(browser, server):
    from selenium.webdriver.common.by import By
    browser.get(server.http)
    _wait(lambda: browser.find_elements(By.CSS_SELECTOR, "#deck-a option"), what="the deck list")
    browser.find_element(By.ID, "seed").clear()
    browser.find_element(By.ID, "seed").send_keys("3")
    browser.find_element(By.ID, "new-game").click()
    _wait(lambda: browser.execute_script("return window.mtgTable.state !== null"), what="the first state")
    clicks = 0
    played_card = False
    for _ in range(4000):
        if browser.execute_script("return document.body.dataset.over") == "1":
            break
        state = browser.execute_script("return window.mtgTable.state")
        acts = state["decision"]["actions"]
        if not acts:
            time.sleep(0.02)
            continue
        number = state["decision"]["number"]
        # Play a land or a creature by clicking its card when we can, else a button.
        cards = browser.find_elements(By.CSS_SELECTOR, "#hand .card.actionable")
        if cards and not played_card:
            cards[0].click()
            played_card = True
        else:
            buttons = browser.find_elements(By.CSS_SELECTOR, "#actions button")
            pick = next((b for b in buttons if b.get_attribute("data-kind") in ("pass", "keep", "done")),
                        buttons[0] if buttons else None)
            if pick is None:
                continue
            pick.click()
        clicks += 1
        _wait(lambda: browser.execute_script(
            "const s = window.mtgTable.state; return s.decision.number !== arguments[0] || s.view.over;", number),
            what="the answer to a click")
    assert browser.execute_script("return document.body.dataset.over") == "1", "the game did not end"
    title = browser.find_element(By.ID, "decision-title").text
    assert title.startswith("Game over")
    assert clicks > 5 and played_card
    log = browser.find_elements(By.CSS_SELECTOR, "#log li")
    assert len(log) > 10
    room = next(iter(server.table.rooms.values()))
    assert room.game.is_over

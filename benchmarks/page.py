"""The classroom page measured in headless Chromium against a real ``logic-minimax serve``.

    python benchmarks/page.py            # 10 page loads, every step of three searches
    python benchmarks/page.py --smoke    # 2 loads, the course tree only: that it runs

- page load: from navigation to the page having built its cells (``data-ready``), and the
  browser's own DOMContentLoaded and load times; medians of the loads.
- a step: the click on "forward" until its handler has returned (the steps replayed and
  the picture's classes set), and until the next frame is painted (two animation frames:
  at 60 frames a second, at least one 16.7 ms frame), measured in the page
  (``performance.now()``), for every step of the search; medians and 95th percentile.
- the stepper's start: from Start to the first step shown (the job on a Dask worker,
  its search, its picture drawn by Graphviz, the SVG into the page).
- picture sizes: the SVG's bytes, its size in points, and its nodes.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import tempfile
import time
from dataclasses import dataclass

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait
from serve import serve

SEARCHES = [
    ("the course tree, alphabeta from a", "bratko", "a", ""),
    ("Bones as rules, alphabeta from s(7, max)", "bones_rules", "s(7, max)", ""),
    ("tic-tac-toe as rules, alphabeta from [x,o,x, e,o,e, e,e,e]", "tictactoe_rules",
     "[x,o,x, e,o,e, e,e,e]", ""),
]

STEP = """
const done = arguments[arguments.length - 1];
const button = document.querySelector('[data-test="step-next"]');
const started = performance.now();
button.click();
const handled = performance.now() - started;
const painted = () => done([handled, performance.now() - started]);
requestAnimationFrame(() => requestAnimationFrame(painted));
"""


@dataclass
class Figures:
    what: str
    steps: int
    start: float
    handler: float
    median: float
    p95: float
    svg_bytes: int
    svg_size: str
    nodes: int


def chromium(profile: str) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     "--disable-gpu", "--window-size=1400,1000"):
        options.add_argument(argument)
    # a profile of its own: two browsers at once (a test's and a benchmark's) never share one
    options.add_argument(f"--user-data-dir={profile}")
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    return webdriver.Chrome(options=options, service=Service(
        shutil.which("chromedriver") or "/usr/bin/chromedriver"))


def hook(driver: webdriver.Chrome, name: str) -> webdriver.remote.webelement.WebElement:
    return driver.find_element(By.CSS_SELECTOR, f'[data-test="{name}"]')


def ready(driver: webdriver.Chrome) -> bool:
    return driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true"


def page_loads(driver: webdriver.Chrome, url: str, rounds: int) -> dict[str, float]:
    built, content, loaded = [], [], []
    for _ in range(rounds):
        driver.get(url + "/page/page.css")
        driver.execute_script("localStorage.clear()")
        started = time.perf_counter()
        driver.get(url + "/")
        WebDriverWait(driver, 30, poll_frequency=0.005).until(ready)
        built.append(time.perf_counter() - started)
        timing = driver.execute_script(
            "const t = performance.getEntriesByType('navigation')[0];"
            "return [t.domContentLoadedEventEnd, t.loadEventEnd];")
        content.append(timing[0] / 1000)
        loaded.append(timing[1] / 1000)
    return {"ready": statistics.median(built), "DOMContentLoaded": statistics.median(content),
            "load": statistics.median(loaded)}


def step_through(driver: webdriver.Chrome, url: str, what: str, example: str, root: str,
                 depth: str) -> Figures:
    driver.get(url + "/page/page.css")
    driver.execute_script("localStorage.clear()")
    driver.get(url + "/")
    WebDriverWait(driver, 30).until(ready)
    Select(hook(driver, "example")).select_by_value(example)
    for name, value in (("step-root", root), ("step-depth", depth)):
        hook(driver, name).clear()
        hook(driver, name).send_keys(value)
    started = time.perf_counter()
    hook(driver, "step-start").click()
    WebDriverWait(driver, 120, poll_frequency=0.005).until(
        lambda d: hook(d, "step-count").text.startswith("Step 1 of"))
    start = time.perf_counter() - started
    steps = int(hook(driver, "step-count").text.rsplit(" ", 1)[1])
    measured = [driver.execute_async_script(STEP) for _ in range(steps - 1)]
    latencies = [frame for _, frame in measured]
    assert hook(driver, "step-count").text == f"Step {steps} of {steps}"
    svg = hook(driver, "step-picture").find_element(By.TAG_NAME, "svg")
    source = svg.get_attribute("outerHTML") or ""
    width, height = svg.get_attribute("width"), svg.get_attribute("height")
    nodes = len(svg.find_elements(By.CSS_SELECTOR, "g.node"))
    return Figures(what, steps, start, statistics.median(h for h, _ in measured),
                   statistics.median(latencies),
                   statistics.quantiles(latencies, n=20)[-1] if len(latencies) > 1
                   else latencies[0], len(source.encode()), f"{width} x {height}", nodes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--smoke", action="store_true", help="small numbers: that it runs")
    options = parser.parse_args()
    service = serve("--workers", "1")
    profile = tempfile.TemporaryDirectory(prefix="chromium-")
    driver = chromium(profile.name)
    try:
        loads = page_loads(driver, service.http, 2 if options.smoke else 10)
        print("page load (median): " + ", ".join(f"{k} {v * 1000:.0f} ms"
                                                  for k, v in loads.items()))
        print("| search | steps | Start to step 1 | a step: handler | to the frame painted "
              "| p95 | SVG | size (pt) | nodes |")
        print("|---|---|---|---|---|---|---|---|---|")
        for search in SEARCHES[:1] if options.smoke else SEARCHES:
            f = step_through(driver, service.http, *search)
            print(f"| {f.what} | {f.steps} | {f.start * 1000:.0f} ms | {f.handler:.1f} ms | "
                  f"{f.median:.1f} ms | "
                  f"{f.p95:.1f} ms | {f.svg_bytes / 1024:.0f} KB | {f.svg_size} | "
                  f"{f.nodes} |")
    finally:
        driver.quit()
        service.stop()
        profile.cleanup()


if __name__ == "__main__":
    main()

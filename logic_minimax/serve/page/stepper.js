// Alpha-beta (or minimax) step by step: the service runs the search once and sends its
// steps, each naming a node of the search's picture (n, n_0, n_0_1: child indices from
// the root); stepping replays them and sets classes on the picture's nodes and edges.

import {errorText, progressText, runJob} from "./api.js";

const SVG = "http://www.w3.org/2000/svg";

export class Stepper {
  constructor(root, cells, changed) {
    this.cells = cells;                 // a function: the page's cells now
    this.changed = changed;
    const part = name => root.querySelector(`[data-test="${name}"]`);
    this.cellChoice = part("step-cell");
    this.algorithm = part("step-algorithm");
    this.root = part("step-root");
    this.alpha = part("step-alpha");
    this.beta = part("step-beta");
    this.depth = part("step-depth");
    this.startButton = part("step-start");
    this.fit = part("step-fit");
    this.buttons = {first: part("step-first"), prev: part("step-prev"),
                    next: part("step-next"), last: part("step-last")};
    this.count = part("step-count");
    this.event = part("step-event");
    this.picture = part("step-picture");
    this.steps = [];
    this.at = -1;

    for (const input of [this.cellChoice, this.algorithm, this.root, this.alpha, this.beta, this.depth]) {
      input.addEventListener("change", () => this.changed());
    }
    this.cellChoice.addEventListener("change", () => this.suggestRoot());
    this.root.addEventListener("keydown", event => { if (event.key === "Enter") this.start(); });
    this.startButton.addEventListener("click", () => this.start());
    this.fit.addEventListener("change", () => {
      this.picture.classList.toggle("fit", this.fit.checked);
      this.scrollToCurrent();
    });
    this.buttons.first.addEventListener("click", () => this.go(0));
    this.buttons.prev.addEventListener("click", () => this.go(this.at - 1));
    this.buttons.next.addEventListener("click", () => this.go(this.at + 1));
    this.buttons.last.addEventListener("click", () => this.go(this.steps.length - 1));
    document.addEventListener("keydown", event => this.key(event));
  }

  // The cells as choices, keeping the one chosen.
  listCells() {
    const chosen = this.cellChoice.value;
    this.cellChoice.textContent = "";
    this.cells().forEach((cell, i) => this.cellChoice.append(new Option(`Cell ${i + 1}`, String(i))));
    if (chosen && Number(chosen) < this.cells().length) this.cellChoice.value = chosen;
  }

  // The root of the chosen cell's example goal, when no root is typed.
  suggestRoot() {
    if (this.root.value.trim()) return;
    const cell = this.cells()[Number(this.cellChoice.value) || 0];
    const example = cell && cell.examples.find(e => e.name === cell.example.value);
    if (example && example.root) this.root.value = example.root;
  }

  state() {
    return {cell: Number(this.cellChoice.value) || 0, algorithm: this.algorithm.value,
            root: this.root.value, alpha: this.alpha.value, beta: this.beta.value,
            depth: this.depth.value};
  }

  restore(saved) {
    if (!saved) return;
    this.listCells();
    if (saved.cell !== undefined && saved.cell < this.cells().length) this.cellChoice.value = String(saved.cell);
    this.algorithm.value = saved.algorithm || "alphabeta";
    this.root.value = saved.root || "";
    this.alpha.value = saved.alpha || "-inf";
    this.beta.value = saved.beta || "inf";
    this.depth.value = saved.depth || "";
  }

  say(text, kind) {
    this.event.textContent = text;
    this.event.className = "step-event" + (kind ? " " + kind : "");
  }

  async start() {
    const cell = this.cells()[Number(this.cellChoice.value) || 0];
    this.steps = [];
    this.at = -1;
    this.picture.textContent = "";
    this.count.textContent = "";
    this.enable();
    const body = {facts: cell.program.value, name: cell.fileName, algorithm: this.algorithm.value,
                  root: this.root.value.trim() || null, steps: true};
    const depth = this.depth.value.trim();
    if (depth) body.depth = Number(depth);
    if (this.algorithm.value === "alphabeta") {
      body.alpha = bound(this.alpha.value);
      body.beta = bound(this.beta.value);
    }
    this.startButton.disabled = true;
    this.say("Searching…");
    try {
      const job = await runJob(body, running => this.say(progressText(running)));
      if (job.state !== "done") {
        this.say(errorText(job), "error");
        return;
      }
      this.load(job.result);
    } catch (error) {
      this.say("ERROR: " + error.message, "error");
    } finally {
      this.startButton.disabled = false;
    }
  }

  load(result) {
    this.steps = result.steps;
    this.picture.innerHTML = result.svg.slice(result.svg.indexOf("<svg"));
    this.svg = this.picture.querySelector("svg");
    this.graph = this.svg.querySelector("g.graph");
    this.nodes = new Map();
    this.edges = new Map();     // by the node the edge leads to
    for (const group of this.svg.querySelectorAll("g.node")) {
      this.nodes.set(group.querySelector("title").textContent, group);
    }
    for (const group of this.svg.querySelectorAll("g.edge")) {
      const [, child] = group.querySelector("title").textContent.split("->");
      this.edges.set(child, group);
      for (const text of group.querySelectorAll("text")) {
        if (text.textContent === "best move") text.classList.add("st-best");
      }
    }
    // A picture much wider than the page is shown at its own size (scrolled to the
    // current step) rather than shrunk to unreadable labels.
    const natural = this.svg.viewBox.baseVal.width * 4 / 3;
    this.fit.checked = natural <= this.picture.clientWidth * 1.6;
    this.picture.classList.toggle("fit", this.fit.checked);
    this.label = document.createElementNS(SVG, "text");
    this.label.setAttribute("class", "st-window");
    this.label.setAttribute("text-anchor", "middle");
    this.graph.append(this.label);
    this.go(0);
    this.picture.focus?.();
  }

  enable() {
    const none = this.steps.length === 0;
    this.buttons.first.disabled = this.buttons.prev.disabled = none || this.at <= 0;
    this.buttons.next.disabled = this.buttons.last.disabled = none || this.at >= this.steps.length - 1;
  }

  key(event) {
    if (!this.steps.length || event.altKey || event.ctrlKey || event.metaKey) return;
    const typing = event.target.closest("input, textarea, select");
    if (typing) return;
    const moves = {ArrowRight: this.at + 1, ArrowLeft: this.at - 1, Home: 0,
                   End: this.steps.length - 1};
    if (event.key in moves) {
      event.preventDefault();
      this.go(moves[event.key]);
    }
  }

  go(index) {
    if (!this.steps.length) return;
    this.at = Math.max(0, Math.min(index, this.steps.length - 1));
    const step = this.steps[this.at];
    this.count.textContent = `Step ${this.at + 1} of ${this.steps.length}`;
    this.say(step.text, "kind-" + step.kind);
    this.draw();
    this.enable();
    this.scrollToCurrent();
  }

  // The picture after the steps up to the current one, replayed from the first.
  draw() {
    const status = new Map();      // node -> open | done | pruned
    const cut = new Set();         // nodes whose edge names the test that cut
    for (let i = 0; i <= this.at; i++) {
      const step = this.steps[i];
      if (step.kind === "enter") status.set(step.node, "open");
      else if (step.kind === "leaf" || step.kind === "exit") status.set(step.node, "done");
      else if (step.kind === "cutoff") {
        cut.add(step.pruned[0]);
        for (const pruned of step.pruned) {
          for (const id of this.nodes.keys()) {
            if (id === pruned || id.startsWith(pruned + "_")) status.set(id, "pruned");
          }
        }
      }
    }
    const step = this.steps[this.at];
    const finished = step.kind === "done";
    this.svg.classList.toggle("stepping", !finished);
    const marks = new Map();       // node -> extra classes for this step
    const mark = (id, name) => { if (id) marks.set(id, [...(marks.get(id) || []), name]); };
    if (step.kind === "betterof") {
      mark(step.first, "st-compare");
      mark(step.second, "st-compare");
      mark(step.winner, "st-winner");
      mark(step.node, "st-current");
    } else if (step.kind === "cutoff") {
      mark(step.candidate, "st-current");
      for (const pruned of step.pruned) mark(pruned, "st-cut");
    } else if (step.kind === "bounds") {
      mark(step.node, "st-current");
    } else if (step.kind === "exit") {
      mark(step.node, "st-current");
      mark(step.best, "st-winner");
    } else if (!finished) {
      mark(step.node, "st-current");
    }
    for (const [id, group] of this.nodes) {
      const state = status.get(id) || "unvisited";
      setClasses(group, ["st-" + state, ...(marks.get(id) || [])]);
    }
    for (const [id, group] of this.edges) {
      const state = status.get(id) || "unvisited";
      const labelled = state === "done" || state === "pruned" && cut.has(id);
      setClasses(group, ["st-" + state, ...(labelled ? ["st-labelled"] : []),
                         ...(marks.get(id) || []).filter(c => c === "st-current" || c === "st-cut")]);
    }
    this.placeWindow(finished ? null : step);
  }

  // The window the current position is searched with, on the edge into it.
  placeWindow(step) {
    const windowed = step && step.window && this.algorithm.value === "alphabeta";
    const target = step && (step.kind === "bounds" ? step.next : step.node);
    this.label.textContent = "";
    if (!windowed) return;
    const edge = this.edges.get(target);
    const path = edge && edge.querySelector("path");
    let x, y;
    if (path) {
      const middle = path.getPointAtLength(path.getTotalLength() / 2);
      ({x, y} = middle);
      x += 6;
    } else {
      const node = this.nodes.get(target);
      if (!node) return;
      const box = node.getBBox();
      x = box.x + box.width / 2;
      y = box.y - 6;
    }
    this.label.setAttribute("x", x);
    this.label.setAttribute("y", y);
    this.label.setAttribute("text-anchor", path ? "start" : "middle");
    this.label.textContent = `[α=${step.window[0]}, β=${step.window[1]}]`;
    if (edge) setClasses(edge, [...stepClasses(edge), "st-current"]);
  }

  scrollToCurrent() {
    if (this.fit.checked || !this.steps.length) return;
    const step = this.steps[this.at];
    const node = this.nodes.get(step.kind === "bounds" ? step.next : step.node);
    if (node) node.scrollIntoView({block: "nearest", inline: "center"});
  }
}

function bound(text) {
  const value = text.trim().replace(/^\+/, "");
  if (value === "inf" || value === "-inf") return value;
  return Number(value);
}

function stepClasses(element) {
  return [...element.classList].filter(c => c.startsWith("st-"));
}

// Replace an SVG group's step classes (st-...), keeping Graphviz's own.
function setClasses(element, classes) {
  for (const old of stepClasses(element)) element.classList.remove(old);
  element.classList.add(...classes);
}

// A search's steps over its picture, forward and back: each step names a node of the
// search's picture (n, n_0, n_0_1: child indices from the root), and showing a step
// replays the steps up to it, setting classes on the picture's nodes and edges
// (steps.css). The page's stepper (stepper.js) and the notebook's widget
// (logic_minimax.notebook) both show their steps here; this module imports nothing, so
// that the widget can carry it whole.

const SVG = "http://www.w3.org/2000/svg";
const NAV = [["first", "first step (Home)", "◀◀"], ["prev", "back (←)", "◀"],
             ["next", "forward (→)", "▶"], ["last", "last step (End)", "▶▶"]];

export class StepView {
  // Builds the controls, the event's text and the picture's box inside `root`.
  constructor(root) {
    const element = (tag, className, hook) => {
      const made = document.createElement(tag);
      if (className) made.className = className;
      if (hook) made.dataset.test = hook;
      return made;
    };
    const nav = element("div", "step-nav");
    this.buttons = {};
    for (const [name, title, label] of NAV) {
      const button = element("button", "", "step-" + name);
      button.title = title;
      button.textContent = label;
      button.disabled = true;
      this.buttons[name] = button;
      nav.append(button);
    }
    this.count = element("span", "step-count", "step-count");
    const fitLabel = element("label", "fit-toggle");
    this.fit = element("input", "", "step-fit");
    this.fit.type = "checkbox";
    this.fit.checked = true;
    fitLabel.append("Fit to width ", this.fit);
    nav.append(this.count, fitLabel);
    this.event = element("div", "step-event", "step-event");
    this.picture = element("div", "step-picture fit", "step-picture");
    root.append(nav, this.event, this.picture);

    this.steps = [];
    this.at = -1;
    this.windowed = false;
    this.onStep = () => {};     // told the index of each step shown
    this.fit.addEventListener("change", () => {
      this.picture.classList.toggle("fit", this.fit.checked);
      this.scrollToCurrent();
    });
    this.buttons.first.addEventListener("click", () => this.go(0));
    this.buttons.prev.addEventListener("click", () => this.go(this.at - 1));
    this.buttons.next.addEventListener("click", () => this.go(this.at + 1));
    this.buttons.last.addEventListener("click", () => this.go(this.steps.length - 1));
  }

  say(text, kind) {
    this.event.textContent = text;
    this.event.className = "step-event" + (kind ? " " + kind : "");
  }

  clear() {
    this.steps = [];
    this.at = -1;
    this.picture.textContent = "";
    this.count.textContent = "";
    this.enable();
  }

  // The steps and picture of a search (serve/steps.py's search_steps), from `at`.
  load(result, at = 0) {
    this.steps = result.steps;
    this.windowed = result.windowed;
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
    // A picture much wider than its box is shown at its own size (scrolled to the
    // current step) rather than shrunk to unreadable labels.
    const natural = this.svg.viewBox.baseVal.width * 4 / 3;
    this.fit.checked = natural <= this.picture.clientWidth * 1.6;
    this.picture.classList.toggle("fit", this.fit.checked);
    this.label = document.createElementNS(SVG, "text");
    this.label.setAttribute("class", "st-window");
    this.label.setAttribute("text-anchor", "middle");
    this.graph.append(this.label);
    this.go(at);
  }

  enable() {
    const none = this.steps.length === 0;
    this.buttons.first.disabled = this.buttons.prev.disabled = none || this.at <= 0;
    this.buttons.next.disabled = this.buttons.last.disabled = none || this.at >= this.steps.length - 1;
  }

  // ← → Home End step, unless typed into a field.
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
    this.onStep(this.at);
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
    const windowed = step && step.window && this.windowed;
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

function stepClasses(element) {
  return [...element.classList].filter(c => c.startsWith("st-"));
}

// Replace an SVG group's step classes (st-...), keeping Graphviz's own.
function setClasses(element, classes) {
  for (const old of stepClasses(element)) element.classList.remove(old);
  element.classList.add(...classes);
}

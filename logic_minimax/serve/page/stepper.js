// Alpha-beta (or minimax) step by step: the service runs the search once and sends its
// steps with the search's picture; the step view (stepview.js) replays them.

import {errorText, progressText, runJob} from "./api.js";
import {StepView} from "./stepview.js";

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
    this.view = new StepView(part("step-view"));
    this.view.say("Choose a program, a root and a search, then Start.");

    for (const input of [this.cellChoice, this.algorithm, this.root, this.alpha, this.beta, this.depth]) {
      input.addEventListener("change", () => this.changed());
    }
    this.cellChoice.addEventListener("change", () => this.suggestRoot());
    this.root.addEventListener("keydown", event => { if (event.key === "Enter") this.start(); });
    this.startButton.addEventListener("click", () => this.start());
    document.addEventListener("keydown", event => this.view.key(event));
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

  async start() {
    const cell = this.cells()[Number(this.cellChoice.value) || 0];
    this.view.clear();
    const body = {facts: cell.program.value, name: cell.fileName, algorithm: this.algorithm.value,
                  root: this.root.value.trim() || null, steps: true};
    const depth = this.depth.value.trim();
    if (depth) body.depth = Number(depth);
    if (this.algorithm.value === "alphabeta") {
      body.alpha = bound(this.alpha.value);
      body.beta = bound(this.beta.value);
    }
    this.startButton.disabled = true;
    this.view.say("Searching…");
    try {
      const job = await runJob(body, running => this.view.say(progressText(running)));
      if (job.state !== "done") {
        this.view.say(errorText(job), "error");
        return;
      }
      this.view.load(job.result);
      this.view.picture.focus?.();
    } catch (error) {
      this.view.say("ERROR: " + error.message, "error");
    } finally {
      this.startButton.disabled = false;
    }
  }
}

function bound(text) {
  const value = text.trim().replace(/^\+/, "");
  if (value === "inf" || value === "-inf") return value;
  return Number(value);
}

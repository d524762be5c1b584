// Prolog cells: a program, a goal, the toplevel's answers one at a time ("Next answer" is
// the toplevel's ";"), errors as the toplevel prints them, and show/1,2's picture.

import {cancelJob, errorText, progressText, runJob} from "./api.js";

const template = document.getElementById("cell-template");

export class Cell {
  constructor(list, examples, saved, changed) {
    this.examples = examples;
    this.changed = changed;
    this.element = template.content.firstElementChild.cloneNode(true);
    const part = name => this.element.querySelector(`[data-test="${name}"]`);
    this.program = part("program");
    this.example = part("example");
    this.goal = part("goal");
    this.runButton = part("run");
    this.stopButton = part("stop");
    this.nextButton = part("next");
    this.answers = part("answers");
    this.picture = part("picture");
    this.removeButton = part("remove-cell");
    for (const example of examples) {
      const option = new Option(`${example.name}: ${example.title}`, example.name);
      this.example.append(option);
    }
    const known = examples.find(e => e.name === saved.example);
    this.program.value = known ? known.text : saved.program || "";
    this.example.value = known ? known.name : "";
    this.goal.value = saved.goal || "";
    this.lines = [];
    this.shown = 0;
    this.job = null;            // the id of the job running now
    this.stopped = false;

    this.example.addEventListener("change", () => this.load(this.example.value));
    this.program.addEventListener("input", () => {
      const chosen = examples.find(e => e.name === this.example.value);
      if (chosen && chosen.text !== this.program.value) this.example.value = "";
      this.changed();
    });
    this.goal.addEventListener("input", () => this.changed());
    this.goal.addEventListener("keydown", event => {
      if (event.key === "Enter") { event.preventDefault(); this.run(); }
    });
    this.program.addEventListener("keydown", event => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) { event.preventDefault(); this.run(); }
    });
    this.runButton.addEventListener("click", () => this.run());
    this.stopButton.addEventListener("click", () => this.stop());
    this.nextButton.addEventListener("click", () => this.next());
    list.append(this.element);
  }

  // The example's text and its first goal.
  load(name) {
    const example = this.examples.find(e => e.name === name);
    if (!example) return;
    this.program.value = example.text;
    this.goal.value = example.goal;
    this.clear();
    this.changed();
  }

  name(index) {
    this.index = index;
    this.element.querySelector(".cell-name").textContent = `Cell ${index + 1}`;
  }

  get fileName() { return `cell${this.index + 1}.pl`; }

  state() {
    const example = this.examples.find(e => e.name === this.example.value);
    const kept = example && example.text === this.program.value
      ? {example: example.name} : {program: this.program.value};
    return {...kept, goal: this.goal.value};
  }

  clear() {
    this.lines = [];
    this.shown = 0;
    this.answers.textContent = "";
    this.answers.className = "answers";
    this.picture.textContent = "";
    this.nextButton.disabled = true;
  }

  show(text, kind) {
    this.answers.textContent = text;
    this.answers.className = "answers" + (kind ? " " + kind : "");
  }

  async run() {
    if (this.runButton.disabled) return;     // one goal at a time (Enter while it runs)
    const goal = this.goal.value.trim();
    this.clear();
    if (!goal) { this.show("Type a goal after ?- first, e.g. minimax(a, BestPos, Val, Path).", "error"); return; }
    this.runButton.disabled = true;
    this.stopped = false;
    this.show("Running…", "running");
    try {
      const job = await runJob({facts: this.program.value, name: this.fileName, query: goal},
                               running => this.show(progressText(running), "running"),
                               id => this.started(id));
      if (job.state === "cancelled" && this.stopped) {
        this.show("% Execution Aborted", "");   // as SWI's toplevel after an interrupt
        return;
      }
      if (job.state !== "done") {
        this.show(errorText(job), "error");
        return;
      }
      this.lines = job.result.lines;
      this.shown = 1;
      this.reveal();
      if (job.result.svg) this.picture.innerHTML = job.result.svg.slice(job.result.svg.indexOf("<svg"));
    } catch (error) {
      this.show("ERROR: " + error.message, "error");
    } finally {
      this.started(null);
      this.runButton.disabled = false;
    }
  }

  // The job running now (null: none), which Stop cancels; shown as data-job.
  started(id) {
    this.job = id;
    this.stopButton.disabled = id === null;
    if (id === null) delete this.element.dataset.job;
    else this.element.dataset.job = id;
  }

  // Stop the running goal: its job is cancelled, and its worker freed.
  stop() {
    if (this.job === null) return;
    this.stopped = true;
    this.stopButton.disabled = true;
    cancelJob(this.job);
  }

  // The answers so far as the toplevel shows them: the last one waits for ";" (shown
  // without it) while there may be more.
  reveal() {
    const shown = this.lines.slice(0, this.shown);
    const more = this.shown < this.lines.length;
    if (more) shown[shown.length - 1] = shown[shown.length - 1].replace(/ ;$/, "");
    const last = this.lines[this.lines.length - 1] || "";
    this.show(shown.join("\n"), !more && /^ERROR/m.test(last) ? "error" : "");
    this.nextButton.disabled = !more;
  }

  next() {
    if (this.shown < this.lines.length) {
      this.shown += 1;
      this.reveal();
    }
  }
}

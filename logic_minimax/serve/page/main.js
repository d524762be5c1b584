// The classroom page: cells, the stepper and the game, with their state in the address.

import {api} from "./api.js";
import {Cell} from "./cells.js";
import {Game} from "./game.js";
import {loadState, saveState} from "./state.js";
import {Stepper} from "./stepper.js";

const FIRST_EXAMPLE = "bratko";
const list = document.getElementById("cell-list");
const cells = [];
let examples = [];
let ready = false;

function save() {
  if (!ready) return;
  saveState({cells: cells.map(c => c.state()), step: stepper.state(), who: game.state(),
             larger: document.documentElement.classList.contains("larger")});
}

function addCell(saved) {
  const cell = new Cell(list, examples, saved, save);
  cell.removeButton.addEventListener("click", () => {
    if (cells.length === 1) return;
    cell.stop();        // a removed cell's goal runs for nobody
    cells.splice(cells.indexOf(cell), 1);
    cell.element.remove();
    renumber();
    save();
  });
  cells.push(cell);
  renumber();
  return cell;
}

function renumber() {
  cells.forEach((cell, i) => {
    cell.name(i);
    cell.removeButton.hidden = cells.length === 1;
  });
  stepper.listCells();
}

const stepper = new Stepper(document.getElementById("stepper"), () => cells, save);
const game = new Game(document.getElementById("game"), save);

document.querySelector('[data-test="add-cell"]').addEventListener("click", () => {
  addCell({});
  save();
  cells[cells.length - 1].program.focus();
});

document.querySelector('[data-test="larger"]').addEventListener("click", () => {
  document.documentElement.classList.toggle("larger");
  save();
});

document.querySelector('[data-test="share"]').addEventListener("click", async () => {
  save();
  const link = document.querySelector('[data-test="link"]');
  link.value = location.href;
  link.hidden = false;
  link.select();
  try { await navigator.clipboard.writeText(location.href); } catch { /* selected: Ctrl+C */ }
});

// In-page links scroll without replacing the #s=... that holds the state.
for (const anchor of document.querySelectorAll('nav a[href^="#"]')) {
  anchor.addEventListener("click", event => {
    event.preventDefault();
    document.querySelector(anchor.getAttribute("href")).scrollIntoView({behavior: "smooth"});
  });
}

const token = document.getElementById("token");
token.value = sessionStorage.getItem("logic-minimax-token") || "";
token.addEventListener("change", () => sessionStorage.setItem("logic-minimax-token", token.value));

async function start() {
  try {
    examples = await api("GET", "/v1/examples");
  } catch {
    examples = [];     // the cells still work without them
  }
  const saved = loadState() || {};
  const first = examples.find(e => e.name === FIRST_EXAMPLE);
  const savedCells = saved.cells && saved.cells.length ? saved.cells
    : [first ? {example: first.name, goal: first.goal} : {}];
  for (const savedCell of savedCells) addCell(savedCell);
  stepper.restore(saved.step);
  stepper.suggestRoot();
  game.restore(saved.who);
  if (saved.larger) document.documentElement.classList.add("larger");
  game.reset();
  ready = true;
  save();
  document.body.dataset.ready = "true";     // for tests: the page has built its cells
}

start();

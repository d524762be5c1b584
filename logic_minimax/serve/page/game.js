// Tic-tac-toe against the server's perfect play. The board is in seed 004's notation
// (-1 X, 1 O, - empty); X moves first, and either side may be the player's.

import {api} from "./api.js";

const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
const X = "-1", O = "1", EMPTY = "-";
const MARK = {[X]: "X", [O]: "O", [EMPTY]: ""};

export class Game {
  constructor(root, changed) {
    const part = name => root.querySelector(`[data-test="${name}"]`);
    this.cells = Array.from({length: 9}, (_, i) => part("cell-" + i));
    this.who = part("who-starts");
    this.status = part("game-status");
    this.changed = changed;
    this.cells.forEach((cell, i) => cell.addEventListener("click", () => this.play(i)));
    part("new-game").addEventListener("click", () => this.reset());
    this.who.addEventListener("change", () => { this.changed(); this.reset(); });
  }

  get player() { return this.who.value === "server" ? O : X; }
  get server() { return this.player === X ? O : X; }

  state() { return this.who.value; }

  restore(who) {
    if (who === "server" || who === "you") this.who.value = who;
  }

  reset() {
    this.board = Array(9).fill(EMPTY);
    this.last = null;
    this.waiting = false;
    this.say("");
    this.draw();
    if (this.server === X) this.answer();
    else this.say("Your move: you are X.");
  }

  say(text) { this.status.textContent = text; }

  // The winner's mark and line, or null.
  winner() {
    for (const line of LINES) {
      const [a, b, c] = line;
      if (this.board[a] !== EMPTY && this.board[a] === this.board[b] && this.board[b] === this.board[c]) {
        return {mark: this.board[a], line};
      }
    }
    return null;
  }

  over() { return this.winner() !== null || !this.board.includes(EMPTY); }

  draw() {
    const won = this.winner();
    this.cells.forEach((cell, i) => {
      const mark = this.board[i];
      cell.textContent = MARK[mark];
      cell.classList.toggle("x", mark === X);
      cell.classList.toggle("o", mark === O);
      cell.classList.toggle("last", i === this.last);
      cell.classList.toggle("win", won !== null && won.line.includes(i));
      cell.disabled = this.waiting || this.over() || mark !== EMPTY;
      cell.setAttribute("aria-label", `cell ${i}: ${MARK[mark] || "empty"}`);
    });
    if (won) this.say(won.mark === this.player ? `You won (${MARK[won.mark]}).` : `The server won (${MARK[won.mark]}).`);
    else if (this.over()) this.say("A draw.");
  }

  async play(i) {
    if (this.waiting || this.board[i] !== EMPTY || this.over()) return;
    this.board[i] = this.player;
    this.last = i;
    this.draw();
    if (!this.over()) await this.answer();
  }

  async answer() {
    this.waiting = true;
    this.draw();
    this.say("The server thinks…");
    try {
      const answer = await api("POST", "/v1/best-move", {game: "tictactoe", position: this.board.join(",")});
      this.board[answer.move] = this.server;
      this.last = answer.move;
      this.say(`The server (${MARK[this.server]}) plays cell ${answer.move}. Your move.`);
    } catch (error) {
      this.say("ERROR: " + error.message);
    }
    this.waiting = false;
    this.draw();
  }
}

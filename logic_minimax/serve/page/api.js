// The service's HTTP API as the page uses it: requests with the token, and jobs run to
// their end (the page always reads the job, whatever the submission answered).

export class ApiError extends Error {}

function headers() {
  const sent = {"Content-Type": "application/json"};
  const token = document.getElementById("token").value;
  if (token) sent.Authorization = "Bearer " + token;
  return sent;
}

export async function api(method, path, body) {
  const response = await fetch(path, {method, headers: headers(), body: body && JSON.stringify(body)});
  const answer = await response.json().catch(() => ({detail: response.statusText}));
  if (!response.ok) {
    const detail = typeof answer.detail === "string" ? answer.detail : JSON.stringify(answer.detail);
    throw new ApiError(response.status === 401
      ? "this service wants its token: type it in the Token box at the top"
      : response.status + ": " + detail);
  }
  return answer;
}

const sleep = ms => new Promise(done => setTimeout(done, ms));

// The jobs this page is running: cancelled when the page goes away (a closed tab, another
// address), so that none holds a worker for nobody.
const running = new Set();

// Submit a job and poll it until it is finished; onSubmitted gets its id (to cancel it),
// onProgress sees it while it runs.
export async function runJob(body, onProgress, onSubmitted) {
  const submitted = await api("POST", "/v1/jobs", body);
  running.add(submitted.id);
  if (onSubmitted) onSubmitted(submitted.id);
  try {
    let pause = 15;
    for (;;) {
      const job = await api("GET", "/v1/jobs/" + submitted.id);
      if (job.state !== "queued" && job.state !== "running") return job;
      if (onProgress) onProgress(job);
      await sleep(pause);
      pause = Math.min(pause * 1.5, 400);
    }
  } finally {
    running.delete(submitted.id);
  }
}

// Cancel a job (the service stops it on its worker); keepalive: the request goes out even
// as the page is closing.
export function cancelJob(id) {
  return fetch("/v1/jobs/" + encodeURIComponent(id),
               {method: "DELETE", headers: headers(), keepalive: true}).catch(() => null);
}

addEventListener("pagehide", () => {
  for (const id of running) cancelJob(id);
});

// A failed job's error as the toplevel prints it (ERROR: ..., the caret under the
// place); the service's own reason (a deadline, a lost worker) as a sentence.
export function errorText(job) {
  if (!job.error) return job.state;
  if (typeof job.error === "string") return "ERROR: " + job.error;
  return job.error.text || "ERROR: " + job.error.message;
}

export function progressText(job) {
  const p = job.progress;
  if (job.state === "queued" || !p) return job.state === "queued" ? "Waiting for a worker…" : "Running…";
  let text = `Running… ${p.seconds.toFixed(1)} s`;
  if (p.positions) {
    text += `, ${p.positions.toLocaleString("en")} positions searched`;
    if (p.rate) text += ` (${p.rate.toLocaleString("en")}/s)`;
  }
  return text;
}

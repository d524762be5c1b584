// The notebook's stepper (an anywidget module): the page's step view over the steps and
// picture the Python side computed (serve/steps.py). The import below is resolved by
// logic_minimax.notebook.widget, which puts the page's module in its place.

import {StepView} from "../serve/page/stepview.js";

function render({model, el}) {
  const root = document.createElement("div");
  root.className = "steps lm-stepper";
  root.tabIndex = 0;            // ← → Home End step while the widget has the focus
  el.append(root);
  const view = new StepView(root);
  const show = () => view.load({steps: model.get("steps"), svg: model.get("svg"),
                                windowed: model.get("windowed")}, model.get("at"));
  view.onStep = at => {
    if (model.get("at") !== at) {
      model.set("at", at);
      model.save_changes();
    }
  };
  const follow = () => { if (model.get("at") !== view.at) view.go(model.get("at")); };
  const keys = event => view.key(event);
  root.addEventListener("keydown", keys);
  model.on("change:steps", show);
  model.on("change:at", follow);
  // the box has its width once it is in the page: the picture's fit is chosen then
  requestAnimationFrame(show);
  return () => {
    model.off("change:steps", show);
    model.off("change:at", follow);
    root.removeEventListener("keydown", keys);
  };
}

export default {render};

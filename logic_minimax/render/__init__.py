"""Pictures and traces of searches, made from the events a search reports to its observer
(:class:`~logic_minimax.search.SearchObserver`): the search's own decisions (cut-off tests,
``betterof`` choices), never recomputed. Uses ``search/`` and ``games/`` only; Graphviz
and rich load only when something is drawn (:mod:`.dot`, :mod:`.text`)."""

from .drawing import Drawable, Node, SearchDrawing
from .layout import draw_search
from .trace import TraceEvent, TraceObserver, trace_search, tracer

__all__ = ["Drawable", "Node", "SearchDrawing", "TraceEvent", "TraceObserver", "draw_search",
           "trace_search", "tracer"]

"""``python -m logic_minimax.notebook -f CONNECTION_FILE``: the Prolog kernel, as its
kernelspec starts it (``logic-minimax jupyter install``)."""

from ipykernel.kernelapp import IPKernelApp

from .kernel import PrologKernel

IPKernelApp.launch_instance(kernel_class=PrologKernel)

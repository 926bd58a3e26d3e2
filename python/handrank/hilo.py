"""High-low split pots: the public name of ``handrank.games.hilo`` (see there).

>>> from handrank.hilo import resolve
>>> resolve("stud8", ["As 2d 3c 4h 5s Kd Kc", "Ah Ad 7s 6s 9c 4d 3d"], pot=10).shares
{0: 10, 1: 0}
"""

from .games.hilo import *  # noqa: F403
from .games.hilo import __all__  # noqa: F401

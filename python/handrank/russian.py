"""Russian poker: the public name of ``handrank.games.russian`` (see there).

Its submodules keep their public paths too (``handrank.russian.table`` is
``handrank.games.russian.table``).

>>> from handrank.russian import evaluate
>>> evaluate("A♣ K♠ Q♥ 4♦ 2♦").category.name
'ACE_KING'
"""

import sys as _sys

from .games import russian as _russian
from .games.russian import *  # noqa: F403
from .games.russian import (  # noqa: F401
    __all__,  # noqa: F401
    advisor,
    fullgame,
    ranking,
    rules,
    sampler,
    settle,
    solver,
    table,
)

for _name in ("advisor", "combinations", "fullgame", "ranking", "rules", "sampler", "settle", "solver", "table"):
    _sys.modules[f"{__name__}.{_name}"] = _sys.modules[f"{_russian.__name__}.{_name}"]

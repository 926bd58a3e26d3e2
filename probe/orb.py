import sys, time, subprocess, types; sys.path.insert(0, "python")
from handrank.games import equity as E
src = subprocess.run(["git", "show", "main:python/handrank/games/equity.py"], capture_output=True, text=True).stdout
old = types.ModuleType("handrank.games.equity_old"); old.__package__ = "handrank.games"
sys.modules[old.__name__] = old; exec(compile(src, "equity_old.py", "exec"), old.__dict__)
for players in (["AhKd", "random"], ["AhKd", "QsQc", "random"], ["AsAh", "random"], ["AhKd", "22+"]):
    nh = 2
    ps = E._players(players, nh, frozenset(), "holdem")
    ps_old = old._players(players, nh, frozenset(), "holdem")
    a, b = E._suit_orbits(ps, (), ()), old._suit_orbits(ps_old, (), ())
    same = (a is None and b is None) or [(k, [(p.combos, p.weights) for p in q]) for k, q in a] == [(k, [(p.combos, p.weights) for p in q]) for k, q in b]
    tn = to = 9
    for _ in range(7):
        t0 = time.perf_counter(); E._suit_orbits(ps, (), ()); t1 = time.perf_counter(); old._suit_orbits(ps_old, (), ()); t2 = time.perf_counter()
        tn, to = min(tn, t1 - t0), min(to, t2 - t1)
    print(players, "same:", same, f"old {to*1e3:.2f} ms new {tn*1e3:.2f} ms")

"""The ``handrank russian`` subcommands: ``eval``, ``combos``, ``advise``, ``play`` and ``solve``.

    handrank russian eval "A♣ K♠ Q♥ 4♦ 2♦" --lang ru
    handrank russian combos "A♥ K♥ Q♥ J♥ 10♥ 9♥" --json
    handrank russian advise "Ah Ad Ac 7s 2h" --up Kc --seed 1
    handrank russian play --seed 42 --boxes 2        # interactive rounds in the terminal
    handrank russian solve --rules caribbean --csv table.csv   # the exact house edge
    handrank russian solve --rules default --sample 200 --threads 2   # the full game, sampled
    handrank russian solve --rules default --chunks 74600:74610 --threads 2   # a slice of its table
    handrank russian solve --rules house.toml --chunks 0:100 --parquet slice.parquet --png slice.png
    # the whole table: some 800 core-hours, refused without --allow-long; --resume continues it
    handrank russian solve --rules default --scheduler tcp://host:8786 --store run.sqlite --allow-long

Rule options of ``eval``, ``combos``, ``advise`` and ``play``: ``--qualifier pair``, ``--ante-paid``,
``--table-max N``, ``--exchange-min 2``, ``--no-game-buying``, ``--no-redraw``,
``--straight-repeat-as-pair``. ``solve`` takes its rules from ``--rules`` instead: a preset
(``caribbean``, ``russian-bet-fold``, ``default``) or a rules file (``FILE.toml``). The full
game's table (rules with draws, without ``--sample``) is estimated first and the estimate said on
stderr, with where the finished chunks are kept (``--store``); past an hour it is refused unless
``--allow-long``.

Each subcommand's ``--help`` lists its JSON keys, and so does this one below.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from fractions import Fraction
from typing import Any, Optional, TextIO

from ..cards import cards, cards_str
from ..games.russian import Rules, Settlement, advise, combinations, evaluate
from ..games.russian.table import Box, IllegalAction, Round, Table
from ..text.cli import PLAY, SOLVE
from .argtypes import positive_int, seconds, seed, standard_error, whole
from .equity_tables import store_options
from .helptext import plain_help
from .jsonvalues import amount
from .options import Subparsers, add_common_options, thread_option
from .terminal import card_text, cards_in_text, emit

__all__ = ["JSON_KEYS", "register", "run_play"]

#: The ``--json`` keys of each ``handrank russian`` subcommand.
JSON_KEYS = {
    "eval": "cards, value, category, description, best_five",
    "combos": "cards, first / second (category, cards, payout; second may be null), payout",
    "advise": "cards, up, options (action, cards, ev, se, exact, draws), insurance_ev, seed",
    "play": "rounds: one object per round: complete (false: cut short by q or the end of input, nothing "
            "settled), dealer (only the up card when cut short), dealer_after, boxes (cards, outcome, items, "
            "total; null when cut short)",
    "solve": "rules, deals, states, classes, expected_return, house_edge(_float), element_of_risk(_float), "
    "average_wager, frequencies, return_table (outcome, pays, deals, probability, contribution), "
    "ace_king_rules, csv / parquet (file, rows; null without the option), png; "
    "the full game's table (rules with draws): rules, seed, target_se, chunks, table_chunks, classes, "
    "states, "
    "complete, expected_return, house_edge, se, ci95, frequencies, csv, parquet, png; "
    "with --sample: sample, seed, target_se, expected_return, house_edge, se, advisor_se, ci95, actions, "
    "raw (the mean without the control variate: expected_return, house_edge, se, ci95), control (its rules, "
    "exact expected_return and house_edge_float), "
    "csv, parquet, png",
}


def _rules(args: argparse.Namespace) -> Rules:
    return Rules(
        qualifier=args.qualifier,
        ante_paid_on_win=args.ante_paid,
        table_max=args.table_max,
        exchange_min=args.exchange_min,
        game_buying=not args.no_game_buying,
        redraw_same_rank=not args.no_redraw,
        straight_repeat_as_pair=args.straight_repeat_as_pair,
    )


def _cmd_eval(args: argparse.Namespace) -> int:
    h = evaluate(" ".join(args.cards))
    data = {
        "cards": cards_str(cards(" ".join(args.cards))).split(),
        "value": h.value,
        "category": h.category.name,
        "description": h.describe(args.lang),
        "best_five": cards_str(h.cards).split(),
    }
    return emit(args, data, f"{h.value}  {h.describe(args.lang)}  [{card_text(h.cards, args)}]")


def _combo_data(c: Any) -> Optional[dict[str, Any]]:
    if c is None:
        return None
    return {"category": c.category.name, "cards": cards_str(c.cards).split(), "payout": amount(c.payout)}


def _cmd_combos(args: argparse.Namespace) -> int:
    hand = cards(" ".join(args.cards))
    c = combinations(hand, _rules(args))
    data = {
        "cards": cards_str(hand).split(),
        "first": _combo_data(c.first),
        "second": _combo_data(c.second),
        "payout": amount(c.payout),
    }
    return emit(args, data, cards_in_text(c.describe(args.lang), args))


def _cmd_advise(args: argparse.Namespace) -> int:
    a = advise(
        " ".join(args.cards), args.up, _rules(args), bonus=args.bonus, seed=args.seed, target_se=args.se
    )
    data = {
        "cards": cards_str(a.cards).split(),
        "up": cards_str([a.dealer_up]),
        "seed": a.seed,
        "options": [
            {
                "action": o.action,
                "cards": cards_str(o.cards).split(),
                "ev": o.ev,
                "se": o.se,
                "exact": o.exact,
                "draws": o.draws,
            }
            for o in a.options[: args.top]  # --top N: the best N, in JSON too
        ],
        "insurance_ev": a.insurance_ev,
    }
    return emit(args, data, cards_in_text(a.text(args.lang, top=args.top), args))


def _settlement_data(r: Round, s: list[Settlement]) -> dict[str, Any]:
    return {
        "complete": True,
        "dealer": cards_str(r.dealer).split(),
        "dealer_after": cards_str(r.dealer_after).split() if r.dealer_after else None,
        "boxes": [
            {
                "cards": cards_str(b.cards).split(),
                "outcome": x.outcome.name,
                "items": {i.name: amount(i.net) for i in x.items},
                "total": amount(x.total),
            }
            for b, x in zip(r.boxes, s)
        ],
    }


def _cut_short(r: Round) -> dict[str, Any]:
    """A round left by ``q`` or the end of input: what was dealt, nothing settled."""
    return {"complete": False, "dealer": cards_str([r.dealer_up]).split(), "dealer_after": None,
            "boxes": [{"cards": cards_str(b.cards).split(), "outcome": None, "items": None, "total": None}
                      for b in r.boxes]}


class _Play:
    """One session of ``run_play``: the table, the input it reads, where the game is shown and
    the log of the rounds; each step of a round is a method."""

    def __init__(self, table: Table, args: argparse.Namespace, stdin: TextIO,
                 shown: Optional[TextIO]) -> None:
        self.table, self.args, self.stdin, self.shown = table, args, stdin, shown
        self.words = PLAY[args.lang]
        self.log: list[dict[str, Any]] = []
        self.n = 0  # the number of the round being played

    def say(self, text: str) -> None:
        """Show a line of the game (nowhere with ``--json`` and no terminal)."""
        if self.shown is not None:
            print(text, file=self.shown)

    def ask(self, prompt: str) -> Optional[str]:
        """Prompt and read one line; ``None`` at the end of input."""
        if self.shown is not None:
            print(prompt, end="", file=self.shown, flush=True)
        line = self.stdin.readline()
        if line == "" and self.shown is not None:  # the end of input: end the prompt's line
            print(file=self.shown)
        return None if line == "" else line.strip()

    def cut_short(self, r: Round) -> None:
        """Say and log a round left by ``q`` or the end of input."""
        self.say(self.words["cut_short"].format(n=self.n))
        self.log.append(_cut_short(r))

    def play_round(self, r: Round) -> bool:
        """Play the round ``r`` to its settlement and log it; ``False`` when it was cut short."""
        args, words = self.args, self.words
        self.say("\n" + words["round"].format(n=self.n, up=card_text([r.dealer_up], args)))
        if not all(self.decide(r, b) for b in r.boxes):
            return False
        dealer = r.reveal()
        self.say(words["dealer"].format(cards=card_text(dealer, args),
                                        hand=evaluate(dealer).describe(args.lang)))
        if not r.dealer_has_game and self.table.rules.game_buying:
            if not all(self.offer_game(r, b) for b in r.boxes if b.state == "bet"):
                return False
        self.settle(r)
        return True

    def decide(self, r: Round, b: Box) -> bool:
        """Read commands for box ``b`` until it has bet or folded; ``False`` on ``q`` or the end of input."""
        while b.state == "deciding":
            self.say(self.words["box"].format(index=b.index, cards=card_text(b.cards, self.args),
                                              hand=b.hand.describe(self.args.lang)))
            line = self.ask("> ")
            if line is None or line == "q":
                return False
            self.command(r, b, line)
        return True

    def command(self, r: Round, b: Box, line: str) -> None:
        """Carry out one command for box ``b``; a refused one changes nothing and is said."""
        args = self.args
        cmd, _, rest = line.partition(" ")
        try:
            if cmd == "b":
                r.bet(b.index)
            elif cmd == "f":
                r.fold(b.index)
            elif cmd == "s":
                c = r.buy_card(b.index)
                self.say(f"  + {card_text([c], args)}")
            elif cmd == "x":
                new = r.exchange(b.index, rest)
                self.say(f"  + {card_text(new, args)}")
            elif cmd == "i":
                r.insure(b.index, rest.strip())
            elif cmd == "a":
                advice = r.advise(b.index, seed=args.seed or 0)
                self.say(cards_in_text(advice.text(args.lang, top=6), args))
            else:
                self.say(f"  ! {self.words['unknown'].format(line=repr(line))}")
                self.say(self.words["help"])
        except ValueError as e:  # IllegalAction, CardError: nothing changed
            self.say(f"  ! {e}")

    def offer_game(self, r: Round, b: Box) -> bool:
        """The dealer has no game: box ``b`` takes the ante or buys a game; ``False`` on ``q`` or the
        end of input."""
        while b.buys_game is None:
            line = self.ask(self.words["buy_game"].format(index=b.index))
            if line is None or line == "q":
                return False
            try:
                if line == "g":
                    r.buy_game(b.index)
                elif line == "t":
                    r.take_ante(b.index)
                else:
                    self.say(f"  ! {self.words['unknown'].format(line=repr(line))}")
            except IllegalAction as e:
                self.say(f"  ! {e}")
        return True

    def settle(self, r: Round) -> None:
        """Settle the round: the dealer's hand after a bought game, each box's result; log it."""
        args, words = self.args, self.words
        s = r.settle()
        if r.dealer_after:
            self.say(words["dealer_after"].format(cards=card_text(r.dealer_after, args),
                                                  hand=evaluate(r.dealer_after).describe(args.lang)))
        for b, x in zip(r.boxes, s):
            self.say(words["settled"].format(index=b.index, text=cards_in_text(x.text(args.lang), args)))
        self.log.append(_settlement_data(r, s))


def run_play(
    table: Table, rounds: int, args: argparse.Namespace, stdin: TextIO, out: TextIO, bonus: Any = 0,
    tty: Optional[TextIO] = None,
) -> list[dict[str, Any]]:
    """Deal ``rounds`` interactive rounds (0: until ``q`` or the end of input). With ``--json``
    the game is shown on ``tty`` (a person at a terminal) and nowhere else; a round cut short
    by ``q`` or the end of input is said so and logged as ``complete: false``.

    >>> import io
    >>> from handrank.games.russian import Table
    >>> args = argparse.Namespace(lang="en", json=True, ascii=True)
    >>> log = run_play(Table(seed=42), 1, args, io.StringIO("f" + chr(10)), io.StringIO())
    >>> len(log), sorted(log[0])[:3]
    (1, ['boxes', 'complete', 'dealer'])
    """
    play = _Play(table, args, stdin, tty if args.json else out)
    play.say(play.words["help"])
    while rounds == 0 or play.n < rounds:
        play.n += 1
        r = table.deal(bonus=bonus)
        if not play.play_round(r):
            play.cut_short(r)
            break
    return play.log


def _cmd_play(args: argparse.Namespace) -> int:
    table = Table(_rules(args), seed=args.seed, boxes=args.boxes)
    tty = sys.stderr if args.json and sys.stdin.isatty() else None  # a person playing: show the game
    log = run_play(table, args.rounds, args, sys.stdin, sys.stdout, bonus=args.bonus, tty=tty)
    if args.json:
        return emit(args, {"rounds": log}, "")
    return 0


def _cmd_solve(args: argparse.Namespace) -> int:
    from .. import jobs
    from ..games.russian import fullgame, sampler, solver
    from .equity_tables import check_outputs, executor_for, store_resume

    rules = solver.rules_for(args.rules)
    exact = rules.bet_or_fold and args.sample is None
    if args.chunks is not None and (exact or args.sample is not None):
        raise solver.SolveError("--chunks: a slice is for the full game's table "
                                "(rules with draws, without --sample)")
    chunks = fullgame.parse_chunks(args.chunks) if args.chunks is not None else None
    check_outputs(args)  # every file and extra before the solve
    executor = None
    resume = store_resume(args)
    try:
        executor, threads = executor_for(args)
        with jobs.progress_bar("solve", disable=True if args.quiet else None) as bar:
            if args.sample is not None:
                result: Any = sampler.sample(
                    rules, args.sample, seed=args.seed, target_se=args.se, control=not args.no_control,
                    threads=threads, executor=executor, store=args.store, resume=resume, progress=bar,
                )  # fmt: skip
            else:
                def notice(estimate: fullgame.TableEstimate) -> None:  # on every output, not only a terminal
                    line = estimate.text(args.lang, store=args.store, cli=True)
                    print(f"handrank: {line}", file=sys.stderr, flush=True)

                result = fullgame.solve(
                    rules, threads=threads, executor=executor, store=args.store, resume=resume, progress=bar,
                    chunks=chunks, seed=args.seed, target_se=args.se, allow_long=args.allow_long,
                    notice=notice,
                )  # fmt: skip
    except KeyboardInterrupt as e:
        from .equity_tables import interrupted

        return interrupted(e)
    finally:
        if executor is not None:
            executor.close()
    data = result.to_dict()
    for row in data.get("return_table", ()):  # an amount is a number, as in every command
        row["pays"] = amount(Fraction(row["pays"]))
    text = result.text(args.lang)
    for flag, path, write in (("csv", args.csv, result.to_csv), ("parquet", args.parquet, result.to_parquet)):
        data[flag] = None
        if path:
            rows = write(path)
            data[flag] = {"file": path, "rows": rows}
            text += "\n" + SOLVE[args.lang]["table_file"].format(kind=flag.upper(), file=path, rows=rows)
    data["png"] = None
    if args.png:
        result.to_png(args.png)
        data["png"] = args.png
        text += "\n" + SOLVE[args.lang]["png_file"].format(file=args.png)
    return emit(args, data, text)


def _rule_options(p: argparse.ArgumentParser) -> None:
    add_common_options(p)
    g = p.add_argument_group("house rules")
    g.add_argument(
        "--qualifier", default="ace_king", help="the dealer's least game: ace_king (default) or pair"
    )
    g.add_argument("--ante-paid", action="store_true", help="pay the ante 1:1 on a win")
    g.add_argument("--table-max", help="cap on the ante and bet win of a box, in antes")
    g.add_argument("--exchange-min", type=whole, default=1, help="least cards in an exchange (1 or 2)")
    g.add_argument("--no-game-buying", action="store_true", help="no buying a game for the dealer")
    g.add_argument(
        "--no-redraw", action="store_true", help="do not redraw a replacement of the replaced rank"
    )
    g.add_argument(
        "--straight-repeat-as-pair",
        action="store_true",
        help="pay K Q J 10 9 9 as straight + pair, not two straights",
    )


def _leaf(sub: Subparsers, name: str, help: str) -> argparse.ArgumentParser:
    p = sub.add_parser(name, help=help, description=help, epilog=f"JSON keys (--json): {JSON_KEYS[name]}.")
    _rule_options(p)
    return p


def register(subparsers: Subparsers) -> None:
    """Add ``russian`` (with ``eval``, ``combos``, ``advise``, ``play``, ``solve``) to the ``handrank``
    command.

    >>> import argparse
    >>> parser = argparse.ArgumentParser(prog="handrank")
    >>> register(parser.add_subparsers(dest="command"))
    >>> args = parser.parse_args(["russian", "advise", "Ks Kd 7c 5s 2h", "--up", "9c"])
    >>> args.up
    '9c'
    """
    keys = "\n".join(textwrap.fill(f"{name}: {k}", 92, initial_indent="  ", subsequent_indent="    ")
                     for name, k in JSON_KEYS.items())
    top = subparsers.add_parser(
        "russian",
        help="Russian poker: hands, paid combinations, advice, a table",
        description=f"{plain_help(__doc__).rstrip()}\n\nJSON keys (--json):\n{keys}\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_common_options(top, dest_prefix="top_")
    sub = top.add_subparsers(dest="russian_command", metavar="COMMAND")
    sub.required = True

    p = _leaf(sub, "eval", "the Russian-poker hand of 5 or 6 cards")
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=_cmd_eval)

    p = _leaf(sub, "combos", "the two paid combinations and their payout")
    p.add_argument("cards", nargs="+")
    p.set_defaults(func=_cmd_combos)

    p = _leaf(sub, "advise", "the expected value of every decision, best first")
    p.add_argument("cards", nargs="+", help="the five cards")
    p.add_argument("--up", required=True, help="the dealer's open card")
    p.add_argument("--bonus", default="0", help="the bonus stake in antes (e.g. 1/2)")
    p.add_argument("--seed", type=seed, default=0, help="seed of the sampled exchanges (default 0)")
    p.add_argument("--se", type=standard_error, default=0.01, help="target standard error of sampled options")
    p.add_argument("--top", type=positive_int, metavar="N", help="show only the best N options")
    p.set_defaults(func=_cmd_advise)

    p = _leaf(sub, "play", "deal interactive rounds in the terminal from a seed")
    p.add_argument("--seed", type=seed, help="seed of the deck (repeatable deals)")
    p.add_argument("--boxes", type=whole, default=1, help="boxes played, 1 to 4")
    p.add_argument("--rounds", type=whole, default=0, help="rounds to deal (default: until q)")
    p.add_argument("--bonus", default="0", help="bonus stake per box in antes")
    p.set_defaults(func=_cmd_play)

    help = ("the best play of every hand and the house edge: exact for bet or fold, the advisor's for "
            "the full game")
    p = sub.add_parser("solve", help=help, description=help,
                       epilog=f"JSON keys (--json): {JSON_KEYS['solve']}.")
    add_common_options(p)
    p.add_argument(
        "--rules",
        default="caribbean",
        metavar="RULES",
        help="caribbean (default): Caribbean stud; russian-bet-fold: the spec's rules without draws, "
        "a bought game or insurance; default: the full game of the spec (a cluster job; or --sample); "
        "or FILE.toml: any settings by name on top of a preset (preset = \"caribbean\")",
    )
    p.add_argument("--csv",
                   help="write the table (one row per suit class, or per sampled state) to this file")
    p.add_argument("--parquet", metavar="FILE", help="write the same table as Parquet (pyarrow)")
    p.add_argument("--png", help="draw the strategy: the Ace-King decisions (bet or fold), or the full "
                   "game's best play by hand class and up card (matplotlib)")
    p.add_argument("--sample", type=positive_int, metavar="N",
                   help="sample N random states with the advisor instead (the house edge of the full "
                        "game here)")
    p.add_argument("--no-control", action="store_true",
                   help="with --sample: the plain mean, without the exact bet/fold control variate")
    p.add_argument("--chunks", metavar="A:B",
                   help="the full game's table: run only chunks A..B-1 of the 80,275 (up rank x hand class)")
    p.add_argument("--seed", type=seed, default=0,
                   help="the seed of the sampled states and exchanges (default 0)")
    p.add_argument("--se", type=standard_error, default=0.01,
                   help="the advisor's target standard error (full game)")
    where = p.add_mutually_exclusive_group()
    thread_option(where, "local threads of the C core (default: the CPU count)")
    where.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler, e.g. tcp://host:8786")
    p.add_argument("--connect-timeout", type=seconds, default=30.0, metavar="S",
                   help="with --scheduler: seconds to wait for it (default 30)")
    store_options(p)
    p.add_argument("--allow-long", action="store_true",
                   help="run the full game's table even when it is projected to take more than an hour "
                        "(refused otherwise); give --store FILE with it to keep each finished chunk")
    p.add_argument("--quiet", action="store_true", help="no progress bar (it shows on a terminal only)")
    p.set_defaults(func=_cmd_solve)

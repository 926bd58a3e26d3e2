"""Russian: the words handrank says, as the source texts use them (tables for ``handrank.text.hands``).

The same names as ``handrank.text.en`` (see there for the templates' fields). Rank names
are indexed by rank ``0..12`` (``2..A``); Russian needs four forms of them:
``"пара десяток"`` (genitive plural), ``"дама против валета"`` (genitive singular),
``"две пары: короли и дамы"`` (nominative plural), ``"кикеры: туз, король"`` (nominative).

>>> from handrank import evaluate
>>> from handrank.text.hands import hand_text
>>> hand_text(evaluate("Th Tc As Kd 7c"), "ru")
'Пара десяток, кикеры: туз, король, семёрка'
"""

from __future__ import annotations

from ..values import Category as C

# nominative singular: "старшая карта — туз"
RANK_NAMES = ("двойка", "тройка", "четвёрка", "пятёрка", "шестёрка", "семёрка", "восьмёрка",
              "девятка", "десятка", "валет", "дама", "король", "туз")
# genitive singular: "стрит до девятки", "дама против валета"
RANK_GEN = ("двойки", "тройки", "четвёрки", "пятёрки", "шестёрки", "семёрки", "восьмёрки",
            "девятки", "десятки", "валета", "дамы", "короля", "туза")
# nominative plural: "две пары: короли и дамы"
RANK_PLURALS = ("двойки", "тройки", "четвёрки", "пятёрки", "шестёрки", "семёрки", "восьмёрки",
                "девятки", "десятки", "валеты", "дамы", "короли", "тузы")
# genitive plural: "пара десяток", "сет из пятёрок", "каре из семёрок", "против семёрок"
RANK_GEN_PLURAL = ("двоек", "троек", "четвёрок", "пятёрок", "шестёрок", "семёрок", "восьмёрок",
                   "девяток", "десяток", "валетов", "дам", "королей", "тузов")

CATEGORY_NAMES = {
    C.HIGH_CARD: "старшая карта", C.PAIR: "пара", C.TWO_PAIR: "две пары",
    C.THREE_OF_A_KIND: "сет", C.STRAIGHT: "стрит", C.FLUSH: "флеш",
    C.FULL_HOUSE: "фул-хаус", C.FOUR_OF_A_KIND: "каре",
    C.STRAIGHT_FLUSH: "стрит-флеш", C.ROYAL_FLUSH: "роял-флеш",
    C.FIVE_OF_A_KIND: "покер",  # five of a kind, wild-card games only
}

# "решает третий кикер", "решает третья карта" (кикер is masculine, карта feminine)
KICKER_ORDINALS = ("первый", "второй", "третий", "четвёртый")
CARD_ORDINALS = ("первая", "вторая", "третья", "четвёртая", "пятая")
NUMERALS = ("два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять",
            "валет", "дама", "король", "туз")  # "младшая рука семь-пять"
AND = " и "

MAIN = {
    C.HIGH_CARD: "{cat} — {name[0]}", C.PAIR: "{cat} {gen_plural[0]}",
    C.TWO_PAIR: "{cat}: {plural[0]} и {plural[2]}", C.THREE_OF_A_KIND: "{cat} из {gen_plural[0]}",
    C.STRAIGHT: "{cat} до {gen[0]}", C.FLUSH: "{cat} до {gen[0]}",
    C.FULL_HOUSE: "{cat} из {gen_plural[0]} и {gen_plural[3]}",
    C.FOUR_OF_A_KIND: "{cat} из {gen_plural[0]}", C.STRAIGHT_FLUSH: "{cat} до {gen[0]}",
    C.ROYAL_FLUSH: "{cat}", C.FIVE_OF_A_KIND: "{cat} из {gen_plural[0]}",
}
HAND = {C.FLUSH: "{cat}: {list}"}  # a flush names all five cards
KICKERS = (", кикер: {list}", ", кикеры: {list}")
SHORT_HAND = HAND  # Russian says a hand one way
SHORT_KICKERS = KICKERS
ARTICLE_CATEGORIES: frozenset[C] = frozenset()

LOW = {C.HIGH_CARD: "Младшая рука {numeral[0]}-{numeral[1]}"}
LOW_PREFIX = "Младшая рука"
WILD_LOW = MAIN
WHEEL = "Колесо"
DIGITS = "23456789TВДКТ"  # the seed writes 5-4-3-2-Т (туз)
NO_LOW = "нет младшей руки, которая проходит квалификацию"
ANY_LOW = "любая"
MISSED_QUALIFIER = "Нет младшей руки, которая проходит квалификацию ({q}): лучшая — {best_lower}"
QUALIFIER = "не выше {gen}"  # "не выше восьмёрки"

JOKER = "джокер"
PLAYS_AS = "{who} — {what}"
FIVE_AS = RANK_NAMES
BELOW_ALL = "ниже всех карт"
OMAHA_USING = ", с руки: {cards}"

POT = {"high": "старшую половину", "low": "младшую половину", "whole": "весь банк", "pot": "Банк {a}",
       "main": "Основной банк {a}", "side": "Побочный банк {i} ({a})"}
WAYS = {"high": "старшую руку", "low": "младшую руку"}
AWARD = "{part}, {amount}, {verb} {who} ({hand})"
AWARD_VERBS = ("берёт", "делят")
AWARD_REASONS = {"no_low": "младшей руки, проходящей квалификацию, нет: ",
                 "one_way": "на {other} не осталось никого: ",
                 "sole": "{who} — единственный, кто объявил {way}: "}

PLAY_WORDS = {"fold": "пас", "bet": "ставка", "buy": "прикуп", "sixth card": "шестая карта",
              "exchange": "обмен"}  # Russian poker plays (reports)
RANDOM_HANDS = ("случайная рука", "случайные руки", "случайных рук")  # 1, 2-4, 5+ random hands
EQUITY_TABLE = {"exact": "точно", "mc": "Монте-Карло", "foot": "{how}, {seconds:.1f} с",
                "against": "против: {col}", "wrote": "записан файл {file}",
                "matrix": "матрица 169 x 169; запишите её в --csv FILE или нарисуйте в --png FILE ({foot})"}

# equity(..., histogram=True): категории старшей руки в конце раздачи и выигрыши с ними
EQUITY_HISTOGRAM = {"line": "{name}, чем заканчивает: {items}",
                    "item": "{cat} {share} (выигрывает {win}, делит банк {tie})",
                    "item_hilo": "{cat} {share} (забирает весь банк {win}, часть банка {tie})", "sep": "; ",
                    "head": ("игрок", "заканчивает", "выигрывает", "делит банк")}

# Analysis and more games: the words of ``handrank.analysis.icm``, ``strength``, ``analysis`` and
# ``badugi`` (each module's ``text()`` fills them).
ICM = {'player': 'Игрок {i}',
 'line': '{who}: стек {stack} ({share}) -> {equity} ({pool} призовых)',
 'se': ' ± {se}',
 'exact': 'Точно: все порядки мест для {k} призовых мест.',
 'exact1': 'Точно: все исходы призового места.',
 'mc': 'Монте-Карло: {samples} порядков мест (seed {seed}).',
 'decimal': ','}
STRENGTH = {'line': 'сила руки {hs}, положительный потенциал {ppot}, отрицательный потенциал {npot}, '
         'эффективная сила {ehs} ({vs}; случаев: {pairs})',
 'random': 'против одной случайной руки',
 'range': 'против диапазона {text}',
 'more': 'против случайных рук: {n}',
 'more_range': 'против игроков диапазона {text}: {n}',
 'sep': '\xa0',
 'dec': ','}
ANALYSIS = {'overcards': 'оверкарты',
 'ace_high': 'старший туз',
 'nothing': 'ничего',
 'overpair': 'оверпара',
 'top_pair': 'верхняя пара',
 'second_pair': 'вторая пара',
 'third_pair': 'третья пара',
 'bottom_pair': 'нижняя пара',
 'pocket_between': 'карманная пара между картами борда',
 'underpair': 'андерпара',
 'board_pair': 'пара на борде',
 'top_two': 'две верхние пары',
 'top_and_bottom': 'верхняя и нижняя пары',
 'top_and_other': 'верхняя и средняя пары',
 'bottom_two': 'две нижние пары',
 'two_other': 'две пары ниже верхней',
 'pocket_and_board_pair': 'карманная пара и пара на борде',
 'one_card_and_board_pair': 'одна карта руки в паре с бордом и пара на борде',
 'board_two_pair': 'обе пары на борде',
 'set': 'сет',
 'trips': 'трипс',
 'board_trips': 'тройка на борде',
 'flush_draw': 'флеш-дро',
 'nut_flush_draw': 'натсовое флеш-дро',
 'backdoor_flush_draw': 'бэкдор-флеш-дро',
 'gutshot': 'гатшот',
 'open_ended': 'двустороннее стрит-дро',
 'double_gutter': 'двойной гатшот',
 'wrap': 'стрит-дро «рэп»',
 'backdoor_straight_draw': 'бэкдор-стрит-дро',
 'draws': '; дро: ',
 'nuts': ' (натс)',
 'uses': {0: '; карты руки не играют', 1: '', 2: ''},
 'outs': 'аутов: {n}',
 'outs1': 'аутов: 1',
 'none': 'аутов нет',
 'clean': 'чистых: {n}'}
BADUGI = {4: 'бадуги из 4 карт, {run}',
 3: '3 карты, {run}',
 2: '2 карты, {run}',
 1: '1 карта, {run}',
 'wins': '{who} выигрывает {amount}: {a} сильнее, чем {b}.',
 'wins_alone': '{who} выигрывает {amount}: {a}.',
 'split': '{who} делят {amount}: у каждого {a}.',
 'and': ' и ',
 'drops': '{card} не играет: {why}',
 'suit': 'та же масть, что у {other}',
 'rank': 'то же достоинство, что у {other}',
 'loses': '{who} проигрывает {winner}: {a} против {b}; {why}.',
 'more': 'играет больше карт: {n} против {m}'}

# Названия игр по их именам в handrank.registry (handrank explain/eval --game, тексты)
GAME_NAMES = {
    "holdem": "техасский холдем",
    "shortdeck": "шорт-дек",
    "shortdeck-triton": "шорт-дек, правила Triton",
    "omaha": "омаха",
    "omaha5": "пятикарточная омаха",
    "omaha6": "шестикарточная омаха",
    "holdem8": "холдем хай-лоу",
    "omaha8": "омаха хай-лоу",
    "omaha5_8": "Big O (пятикарточная омаха хай-лоу)",
    "omaha6_8": "шестикарточная омаха хай-лоу",
    "stud": "семикарточный стад",
    "stud8": "стад хай-лоу",
    "razz": "разз",
    "badugi": "бадуги",
    "lowball_a5": "лоубол от туза до пятёрки",
    "lowball_27": "лоубол от двойки до семёрки",
    "lowball_a6": "лоубол от туза до шестёрки",
    "russian": "русский покер",
}

"""The words of the ``handrank`` command (``handrank.cli``) in English and Russian, and the
transliteration its ASCII stand-ins use for Russian text.

>>> LABELS["en"]["board"], LABELS["ru"]["board"]
('Board', 'Стол')
"""

from __future__ import annotations

__all__ = ["ARGPARSE", "CYRILLIC_TO_LATIN", "DESCRIPTIONS", "HELP", "HELP_FOOTER", "HILO", "LABELS", "PLAY",
           "SOLVE", "WORDS"]

#: The labels of ``eval``, ``explain`` and ``showdown``'s text, by language.
LABELS = {
    "en": {"board": "Board", "best": "best five", "main": "main", "kickers": "kickers",
           "value": "value", "ck": "Cactus Kev rank", "pot": "Pot", "none": "none",
           "low": "low", "no_low": "no qualifying low, nothing to split",
           "compared": "the first hand wins|a split: the hands are equal|the second hand wins",
           "badugi_value": "badugi"},
    "ru": {"board": "Стол", "best": "лучшие пять", "main": "основные", "kickers": "кикеры",
           "value": "значение", "ck": "ранг Cactus Kev", "pot": "Банк", "none": "нет",
           "low": "младшая рука", "no_low": "нет младшей руки, которая проходит квалификацию, делить нечего",
           "compared": "побеждает первая рука|ничья: руки равны|побеждает вторая рука",
           "badugi_value": "бадуги"},
}

#: The command's own words around its messages: the error prefix, a deprecated option's note.
WORDS = {
    "en": {"error": "error", "deprecated": "{old} is deprecated and will be removed: use {new}"},
    "ru": {"error": "ошибка", "deprecated": "{old} устарел и будет удалён: используйте {new}"},
}

#: What each command does, in Russian (``--lang ru --help``), by the command's name as typed; the
#: English is the description each subcommand module gives its parser.
DESCRIPTIONS = {
    "ru": {
        "handrank": "Сила покерных рук, кикеры и вскрытия — с объяснениями.",
        "handrank eval": "значение лучших пяти из 5–7 карт",
        "handrank explain": "основные карты, кикеры и описание лучшей руки",
        "handrank compare": "какая из двух рук сильнее и почему",
        "handrank showdown": "кто выигрывает вскрытие и какая карта это решила",
        "handrank low": "лучшая младшая рука из 5–7 карт или руки Омахи",
        "handrank hilo": "делёж банка между старшей и младшей рукой",
        "handrank russian": "русский покер: оценка руки, комбинации, совет, игра и решение",
        "handrank russian eval": "рука русского покера из 5 или 6 карт",
        "handrank russian combos": "две оплачиваемые комбинации и их выплата",
        "handrank russian advise": "ожидаемый выигрыш каждого решения, лучшее первым",
        "handrank russian play": "раздачи в терминале по зерну генератора",
        "handrank russian solve": "лучшая игра каждой руки и преимущество казино: точно для ставки или паса, "
                                  "по советнику для полной игры",
        "handrank equity": "доля банка каждого игрока: точно или методом Монте-Карло, руки или диапазоны; "
                           "equity table и equity preflop — таблицы эквити",
        "handrank icm": "турнирное эквити по стекам и выплатам (Малмут–Харвилл)",
        "handrank strength": "сила руки и её потенциал (HS, PPot, NPot, EHS), точно",
        "handrank classify": "что две карты на руке дают на столе: класс готовой руки, дро, натсы и ауты",
        "handrank breakdown": "диапазон на столе: сколько комбинаций в каждом классе рук",
        "handrank percentile": "перцентили стартовых рук",
        "handrank distribution": "распределение эквити диапазона и его график",
        "handrank badugi": "руки бадуги: одна рука или вскрытие нескольких",
        "handrank history": "истории раздач: каждая раздача заново по правилам handrank, проверка сумм, "
                            "итог каждого игрока",
        "handrank equity table": "эквити каждой руки или диапазона строк против каждого столбца",
        "handrank equity preflop": "169 классов стартовых рук против случайных рук или друг друга",
    },
}

#: The help of the options, in Russian, by the English help the option is given (an option whose
#: help is not here keeps its English help).
HELP = {
    "ru": {
        "language of the text (default: en)": "язык текста (по умолчанию en)",
        "print JSON with stable keys instead of text": "вывести JSON с постоянными ключами вместо текста",
        "print suits as letters (As) even where ♠ can show": "масти буквами (As), даже где виден ♠",
        "a hand or a range, optionally named: alice=AhKd, bob=QQ+,AKs, random":
            "рука или диапазон, можно с именем: alice=AhKd, bob=QQ+,AKs, random",
        "0, 3, 4 or 5 board cards": "0, 3, 4 или 5 карт стола",
        "cards out of the deck": "карты, вышедшие из колоды",
        "enumerate every deal": "перебрать все раздачи",
        "Monte Carlo: N deals": "Монте-Карло: N раздач",
        "Monte Carlo until every player's standard error is at most X":
            "Монте-Карло, пока стандартная ошибка каждого игрока не станет не больше X",
        "run the C loops on N threads": "циклы на C в N потоках",
        "Monte Carlo seed: the same seed, the same numbers": "зерно Монте-Карло: то же зерно — те же числа",
        "also how often each player ends with each category, and wins or splits with it":
            "ещё как часто каждый игрок приходит к каждой категории и выигрывает или делит банк с ней",
        "no progress bar": "без индикатора хода",
        "run a job projected to take more than an hour (refused otherwise)":
            "выполнить задачу дольше часа (иначе она отклоняется)",
        "N local threads (default 1)": "N локальных потоков (по умолчанию 1)",
        "local threads of the C core (default: the CPU count)":
            "локальные потоки ядра на C (по умолчанию — число процессоров)",
        "a Dask scheduler, e.g. tcp://host:8786": "планировщик Dask, например tcp://host:8786",
        "with --scheduler: seconds to wait for it (default 30)":
            "с --scheduler: сколько секунд его ждать (по умолчанию 30)",
        "write the table as CSV": "записать таблицу в CSV",
        "the game (default holdem): %s; or an alias (plo, bigo, 6plus, nlhe, 2-7, ...)":
            "игра (по умолчанию holdem): %s; или другое её имя (plo, bigo, 6plus, nlhe, 2-7, ...)",
        "hands or ranges separated by ';'": "руки или диапазоны через «;»",
        "hands or ranges separated by ';' (default: ROWS)":
            "руки или диапазоны через «;» (по умолчанию ROWS)",
    },
}

#: The end of a ``--help`` in Russian: the examples' heading, the card spelling, the JSON keys.
HELP_FOOTER = {
    "ru": {"examples": "примеры:",
           "cards": "Карты: As, Kd, 10h или Th, 7♣; с пробелами или без («AsKd» или «As Kd»).",
           "json": "Ключи JSON (--json) перечислены в английской справке: --lang en --help."},
}

#: argparse's own words in Russian: its headings (Python 3.9's "optional arguments" and the
#: later "options") and the messages of its errors (``%s`` where argparse fills in a value).
ARGPARSE = {
    "ru": {
        "usage: ": "использование: ",
        "positional arguments": "позиционные аргументы",
        "options": "параметры",
        "optional arguments": "параметры",
        "show this help message and exit": "показать эту справку и выйти",
        "show program's version number and exit": "показать версию программы и выйти",
        "the following arguments are required: %s": "нужны аргументы: %s",
        "unrecognized arguments: %s": "неизвестные аргументы: %s",
        "invalid choice: %s (choose from %s)": "недопустимое значение: %s (выберите из %s)",
        "argument %s: %s": "аргумент %s: %s",
        "expected one argument": "нужен один аргумент",
        "expected at least one argument": "нужен хотя бы один аргумент",
        "not allowed with argument %s": "нельзя вместе с аргументом %s",
        "ambiguous option: %s could match %s": "неоднозначный параметр: %s может означать %s",
        "a positive whole number, got %s": "целое положительное число, а не %s",
    },
}

#: ``handrank hilo``: a player's line (``name`` already padded to the widest name).
HILO = {
    "en": {"line": "{name}  {cards}  high: {high}; low: {low}; = {share}{declared}"},
    "ru": {"line": "{name}  {cards}  старшая: {high}; младшая: {low}; = {share}{declared}"},
}

#: ``handrank russian play``: the commands, the prompts and what the table says.
PLAY = {
    "en": {
        "help": "commands: b = bet, f = fold, s = buy a sixth card, x CARDS = exchange, "
                "i N = insure N antes, a = advise, q = quit",
        "round": "Round {n}: dealer {up} ??",
        "cut_short": "Round {n}: cut short, not settled",
        "box": "box {index}: {cards}  ({hand})",
        "unknown": "unknown command {line}",
        "dealer": "dealer: {cards}  ({hand})",
        "buy_game": "box {index}: t = take the ante, g = buy a game > ",
        "dealer_after": "dealer after the bought game: {cards}  ({hand})",
        "settled": "box {index}: {text}",
    },
    "ru": {
        "help": "команды: b — ставка, f — пас, s — прикуп шестой карты, x КАРТЫ — обмен, "
                "i N — страховка на N анте, a — совет, q — выход",
        "round": "Раздача {n}: дилер {up} ??",
        "cut_short": "Раздача {n}: прервана, не рассчитана",
        "box": "бокс {index}: {cards}  ({hand})",
        "unknown": "неизвестная команда {line}",
        "dealer": "дилер: {cards}  ({hand})",
        "buy_game": "бокс {index}: t — взять анте, g — купить игру > ",
        "dealer_after": "новая рука дилера: {cards}  ({hand})",
        "settled": "бокс {index}: {text}",
    },
}

#: ``handrank russian solve``: the lines naming the files it wrote.
SOLVE = {
    "en": {"table_file": "{kind}: {file} ({rows:,} rows)", "png_file": "PNG: {file}"},
    "ru": {"table_file": "{kind}: {file} ({rows:,} строк)", "png_file": "рисунок: {file}"},
}

#: Each lower-case Russian letter as Latin letters (``ё`` -> ``yo``; ``ъ`` -> nothing).
CYRILLIC_TO_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                             ("a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch '' y ' e yu ya"
                              .replace("''", "").split(" "))))

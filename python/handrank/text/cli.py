"""The words of the ``handrank`` command (``handrank.cli``) in English and Russian, and the
transliteration its ASCII stand-ins use for Russian text.

>>> LABELS["en"]["board"], LABELS["ru"]["board"]
('Board', 'Стол')
"""

from __future__ import annotations

__all__ = ["ARGPARSE", "CYRILLIC_TO_LATIN", "DESCRIPTIONS", "GAME_REFUSALS", "HELP", "HELP_FOOTER", "HILO",
           "LABELS", "METAVARS", "PLAY", "SOLVE", "WORDS"]

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

#: The command's own words around its messages: the error prefix, a deprecated option's note, the
#: "or" between two options (``--samples N or --se X``).
WORDS = {
    "en": {"error": "error", "deprecated": "{old} is deprecated and will be removed: use {new}", "or": "or"},
    "ru": {"error": "ошибка", "deprecated": "{old} устарел и будет удалён: используйте {new}", "or": "или"},
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

#: The help of the options and the headings of their groups, in Russian, by the English the
#: option is given (``%s`` where the English is filled in, as a game list); a test walks every
#: parser and fails for a help that is not here.
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
            "руки или диапазоны через «;» (по умолчанию — те же, что СТРОКИ)",
        # eval, explain, compare, showdown
        'the cards, e.g. As Ks Qs Js Ts or "AsKs"': "карты, например As Ks Qs Js Ts или «AsKs»",
        "board cards, evaluated with the cards": "карты стола, оцениваются вместе с картами руки",
        "the cards (with --board: the hole cards)": "карты (с --board — карманные карты)",
        "board cards": "карты стола",
        "Omaha: exactly two hole cards and three board cards":
            "Омаха: ровно две карманные карты и три карты стола",
        "judge the best low instead: a5 = ace-to-five, 27 = deuce-to-seven, a6 = ace-to-six":
            "оценить вместо этого лучшую младшую руку: a5 — туз–пятёрка, 27 — двойка–семёрка, "
            "a6 — туз–шестёрка",
        "with --low: the highest card a low may hold, e.g. 8 for eight or better":
            "с --low: старшая карта, которую может держать младшая рука, например 8 — «восемь или лучше»",
        "the first hand (5 to 7 cards, or hole cards with --board)":
            "первая рука (от 5 до 7 карт или карманные карты с --board)",
        "the second hand": "вторая рука",
        "board cards shared by both hands": "общие карты стола для обеих рук",
        "hole cards, optionally named: alice=AhKd": "карманные карты, можно с именем: alice=AhKd",
        "the board (3 to 5 cards; omit for 5 to 7 card hands)":
            "стол (от 3 до 5 карт; не указывайте для рук из 5–7 карт)",
        "split a pot of this many units among the winners":
            "разделить между победителями банк в столько единиц",
        "the smallest chip of the pot (default 1)": "самая мелкая фишка банка (по умолчанию 1)",
        # low, hilo
        "a5 = ace-to-five (default), 27 = deuce-to-seven, a6 = ace-to-six":
            "a5 — туз–пятёрка (по умолчанию), 27 — двойка–семёрка, a6 — туз–шестёрка",
        "the highest card a low may hold, e.g. 8 for eight-or-better":
            "старшая карта, которую может держать младшая рука, например 8 — «восемь или лучше»",
        "board cards: evaluated with the cards (with --omaha: two plus three)":
            "карты стола: оцениваются вместе с картами руки (с --omaha — две плюс три)",
        "Omaha: exactly two hole cards and three board cards (no wild cards)":
            "Омаха: ровно две карманные карты и три карты стола (без диких карт)",
        "wild ranks, e.g. 2 for deuces wild (jokers are always wild)":
            "дикие достоинства, например 2 — дикие двойки (джокеры дикие всегда)",
        "how a wild card plays low (required with wild cards)":
            "как дикая карта играет в младшей руке (обязательно, если есть дикие карты)",
        "the game: %s; or an alias (bigo, o8, ...)": "игра: %s; или другое её имя (bigo, o8, ...)",
        "hole cards, optionally named: alice=AsKd2c3h": "карманные карты, можно с именем: alice=AsKd2c3h",
        "the board cards (Omaha and hold'em)": "карты стола (Омаха и холдем)",
        "the pot in units": "банк в единицах",
        "the player on the button (name or number; default the first)":
            "игрок на баттоне (имя или номер; по умолчанию первый)",
        "a declaration: high/low/both, red/white/blue or 1/0/2 (repeat per player)":
            "объявление: high/low/both (старшая, младшая, обе), red/white/blue (красная, белая, синяя фишка) "
            "или 1/0/2 (по одному на игрока)",
        "a side pot and its players, e.g. 20:2,3 (repeatable)":
            "побочный банк и его игроки, например 20:2,3 (можно несколько)",
        # russian
        "house rules": "правила казино",
        "the dealer's least game: ace_king (default) or pair":
            "наименьшая игра дилера: ace_king — туз-король (по умолчанию) или pair — пара",
        "pay the ante 1:1 on a win": "при выигрыше платить анте 1:1",
        "cap on the ante and bet win of a box, in antes":
            "максимальный выигрыш бокса по анте и ставке, в анте",
        "least cards in an exchange (1 or 2)": "наименьшее число карт в обмене (1 или 2)",
        "no buying a game for the dealer": "без покупки игры дилеру",
        "do not redraw a replacement of the replaced rank":
            "не менять заново карту, пришедшую того же достоинства, что и сброшенная",
        "pay K Q J 10 9 9 as straight + pair, not two straights":
            "платить за K Q J 10 9 9 как за стрит и пару, а не как за два стрита",
        "the five cards": "пять карт",
        "the dealer's open card": "открытая карта дилера",
        "the bonus stake in antes (e.g. 1/2)": "бонусная ставка в анте (например 1/2)",
        "seed of the sampled exchanges (default 0)": "зерно случайных обменов (по умолчанию 0)",
        "target standard error of sampled options":
            "целевая стандартная ошибка решений, оцененных по выборке",
        "show only the best N options": "показать только N лучших решений",
        "seed of the deck (repeatable deals)": "зерно колоды (раздачи можно повторить)",
        "boxes played, 1 to 4": "сколько боксов играть, от 1 до 4",
        "rounds to deal (default: until q)": "сколько раздач сдать (по умолчанию — до команды q)",
        "bonus stake per box in antes": "бонусная ставка на бокс в анте",
        "caribbean (default): Caribbean stud; russian-bet-fold: the spec's rules without draws, a bought "
        "game or insurance; default: the full game of the spec (a cluster job; or --sample); or FILE.toml: "
        'any settings by name on top of a preset (preset = "caribbean")':
            "caribbean (по умолчанию): карибский стад; russian-bet-fold: правила спецификации без прикупа "
            "и обмена, покупки игры и страховки; default: полная игра спецификации (задача для кластера; "
            "или --sample); или ФАЙЛ.toml: любые настройки по имени поверх готового набора "
            '(preset = "caribbean")',
        "write the table (one row per suit class, or per sampled state) to this file":
            "записать таблицу в этот файл (по строке на класс мастей или на выбранное состояние)",
        "write the same table as Parquet (pyarrow)": "записать ту же таблицу в Parquet (pyarrow)",
        "draw the strategy: the Ace-King decisions (bet or fold), or the full game's best play by hand "
        "class and up card (matplotlib)":
            "нарисовать стратегию: решения при туз-короле (ставка или пас) или лучшую игру полной игры "
            "по классу руки и открытой карте дилера (matplotlib)",
        "sample N random states with the advisor instead (the house edge of the full game here)":
            "вместо этого разыграть советником N случайных состояний (так считается преимущество казино "
            "в полной игре)",
        "with --sample: the plain mean, without the exact bet/fold control variate":
            "с --sample: простое среднее, без точной контрольной переменной ставки или паса",
        "the full game's table: run only chunks A..B-1 of the 80,275 (up rank x hand class)":
            "таблица полной игры: считать только куски с A по B-1 из 80 275 "
            "(достоинство открытой карты × класс руки)",
        "the seed of the sampled states and exchanges (default 0)":
            "зерно случайных состояний и обменов (по умолчанию 0)",
        "the advisor's target standard error (full game)":
            "целевая стандартная ошибка советника (полная игра)",
        "SQLite file that keeps every finished chunk": "файл SQLite, в котором хранится каждый готовый кусок",
        "continue the run saved in --store": "продолжить расчёт, сохранённый в --store",
        "discard the chunks of this job saved in --store and start over":
            "отбросить куски этой задачи, сохранённые в --store, и начать заново",
        "run the full game's table even when it is projected to take more than an hour (refused "
        "otherwise); give --store FILE with it to keep each finished chunk":
            "считать таблицу полной игры, даже если расчёт займёт больше часа (иначе он отклоняется); "
            "вместе с --store ФАЙЛ каждый готовый кусок сохраняется",
        "no progress bar (it shows on a terminal only)": "без индикатора хода (он виден только в терминале)",
        # icm, strength, classify, breakdown, percentile, distribution, badugi, history
        "each player's chips, in seat order": "фишки каждого игрока по порядку мест",
        "the prizes of the paid places, largest first": "призы призовых мест, начиная с наибольшего",
        "enumerate every finishing order, or refuse": "перебрать все порядки выбывания или отказаться",
        "Monte Carlo: this many finishing orders": "Монте-Карло: столько порядков выбывания",
        "Monte Carlo: the seed that gives the same numbers again":
            "Монте-Карло: зерно, которое повторяет те же числа",
        "run even when the projected time is over an hour (refused by default)":
            "выполнить, даже если расчёт займёт больше часа (по умолчанию отклоняется)",
        "the hole cards (two; an Omaha game's: its four to six)":
            "карманные карты (две; в Омахе — от четырёх до шести)",
        "the 3 to 5 board cards": "от 3 до 5 карт стола",
        "the opponent's range (default: random)": "диапазон соперника (по умолчанию — случайная рука)",
        "how many opponents (default 1)": "сколько соперников (по умолчанию 1)",
        "cards out of play": "карты вне игры",
        "the villain's two cards: outs are the cards that win or tie":
            "две карты соперника: аутами считаются карты, которые дают выигрыш или ничью",
        "cards out of play (for the outs)": "карты вне игры (для подсчёта аутов)",
        "the range, e.g. 'QQ+, AK, 76s:0.5' or random": "диапазон, например 'QQ+, AK, 76s:0.5' или random",
        "hand classes (AKs, QQ, 72o) or two cards (7h2c)": "классы рук (AKs, QQ, 72o) или две карты (7h2c)",
        "the other players: hands or ranges (random)": "остальные игроки: руки или диапазоны (random)",
        "Monte Carlo: deals a hand": "Монте-Карло: раздач на руку",
        "Monte Carlo: the standard error to reach for each hand":
            "Монте-Карло: стандартная ошибка, которой нужно достичь для каждой руки",
        "draw the equity graph into this PNG file (needs matplotlib)":
            "нарисовать график эквити в этот файл PNG (нужен matplotlib)",
        "four cards each, optionally name=cards": "по четыре карты, можно с именем: имя=карты",
        "the pot to split among the winners": "банк, который делят победители",
        "the smallest chip (default 1)": "самая мелкая фишка (по умолчанию 1)",
        "a hand-history file, a folder or a .zip": "файл истории раздач, папка или архив .zip",
        "the format (default: found per file)": "формат (по умолчанию определяется для каждого файла)",
        "also print each hand's replay": "ещё вывести ход каждой раздачи",
        # equity table, equity preflop
        "enumerate every deal (the default, but for --opponents above 1)":
            "перебрать все раздачи (по умолчанию, кроме --opponents больше 1)",
        "Monte Carlo: N deals per entry": "Монте-Карло: N раздач на клетку",
        "Monte Carlo until each entry's standard error is X":
            "Монте-Карло, пока стандартная ошибка каждой клетки не станет X",
        "Monte Carlo seed (default 0)": "зерно Монте-Карло (по умолчанию 0)",
        "draw the table (13 x 13 grid or heat map) as PNG":
            "нарисовать таблицу (сетку 13 × 13 или тепловую карту) в PNG",
        "run an entry projected to take more than an hour (refused otherwise)":
            "считать клетку, расчёт которой займёт больше часа (иначе она отклоняется)",
        "random: each class against --opponents random hands (default); matrix: 169 x 169":
            "random: каждый класс против --opponents случайных рук (по умолчанию); matrix: 169 × 169",
        "random opponents, 1 to 9 (default 1)": "случайных соперников, от 1 до 9 (по умолчанию 1)",
        "only these classes, separated by ';' (e.g. 'AA;AKs;72o')":
            "только эти классы, через «;» (например 'AA;AKs;72o')",
    },
}

#: The names of the options' values and of the positional arguments in Russian (the usage line,
#: ``--help``, argparse's errors), by the English name ``--help`` shows; a letter stays a letter.
METAVARS = {
    "ru": {
        "A:B": "A:B", "N": "N", "S": "S", "X": "X", "a": "a", "b": "b", "table|preflop": "table|preflop",
        "ADDRESS": "АДРЕС", "AMOUNT:PLAYERS": "СУММА:ИГРОКИ", "BOARD": "СТОЛ", "BONUS": "БОНУС",
        "BOXES": "БОКСЫ", "BUTTON": "БАТТОН", "COLS": "СТОЛБЦЫ", "COMMAND": "КОМАНДА", "CSV": "ФАЙЛ",
        "DEAD": "КАРТЫ", "EXCHANGE_MIN": "ЧИСЛО", "FILE": "ФАЙЛ", "GAME": "ИГРА", "HAND": "РУКА",
        "LIST": "СПИСОК", "OPPONENTS": "N", "PLAYER": "ИГРОК", "PLAYER=WAY": "ИГРОК=ОБЪЯВЛЕНИЕ",
        "PNG": "ФАЙЛ",
        "POT": "БАНК", "PRIZE": "ПРИЗ", "QUALIFIER": "ПОРОГ", "ROUNDS": "РАЗДАЧИ", "ROWS": "СТРОКИ",
        "RULES": "ПРАВИЛА", "SAMPLES": "N", "SE": "X", "SEED": "ЗЕРНО", "TABLE_MAX": "МАКСИМУМ",
        "UNIT": "ФИШКА", "UP": "КАРТА", "VS": "ДИАПАЗОН", "WILD": "ДОСТОИНСТВА",
        "cards": "карты", "game": "игра", "hands": "руки", "hole": "карты", "range": "диапазон",
        "stacks": "стеки",
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
        "at most %s threads, got %s": "не больше %s потоков, а не %s",
        "a standard error between 0 and 1 (e.g. 0.001), got %s":
            "стандартная ошибка между 0 и 1 (например 0.001), а не %s",
        "a positive number of seconds, got %s": "положительное число секунд, а не %s",
        "a whole number 0 .. 18446744073709551615, got %s":
            "целое число от 0 до 18446744073709551615, а не %s",
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

#: A game a command cannot play, in the command line's words: the command (``handrank compare``)
#: and the commands that do play the game, not the library's calls.
GAME_REFUSALS = {
    "en": {
        "unknown": "unknown game '{name}'{near}: {command} plays {games}",
        "near": " (did you mean {names}?)",
        "declare": "declare (the players declare high or low)",
        "hi_lo": "{command}: {game} splits the pot high and low, so one winner is no answer; "
                 "use handrank hilo {game} HAND HAND ... --pot N",
        "high_low": "{command}: {game} has a high hand and a low hand; use {command} --game {high} for the "
                    "high and handrank low{omaha} --qualifier {qualifier} for the low",
        "not_played": "{command} does not play {game}; {game} is played by {commands}",
    },
    "ru": {
        "unknown": "неизвестная игра «{name}»{near}; игры команды {command}: {games}",
        "near": " (может быть, {names}?)",
        "declare": "declare (игроки объявляют старшую или младшую руку)",
        "hi_lo": "{command}: в {game} банк делится между старшей и младшей рукой, одного победителя нет; "
                 "используйте handrank hilo {game} РУКА РУКА ... --pot N",
        "high_low": "{command}: в {game} есть старшая и младшая рука; для старшей — {command} --game {high}, "
                    "для младшей — handrank low{omaha} --qualifier {qualifier}",
        "not_played": "{command} не играет в {game}; в {game} играют {commands}",
    },
}

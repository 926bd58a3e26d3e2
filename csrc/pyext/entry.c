/* handrank._entry: the C entry points of handrank.cards, evaluate, compare, evaluate_omaha,
 * best_five and hand_value (what explanations and showdowns evaluate).
 *
 * A Python-level wrapper costs more than the C evaluation it wraps (a call, a few checks:
 * about 150 ns against 140 ns for the lookup). This CPython extension, written against the
 * limited API (one cp39-abi3 wheel), takes the common spellings of cards itself:
 *
 *   - a tuple, list or Cards whose items are exact ints in 0..51 or exact strs that are card
 *     tokens ("As", "10h", "K♦": the keys of handrank.cards._TOKENS), and
 *   - a str of ASCII cards like "As Kd 7h 7c 2s" between single or repeated spaces,
 *
 * for the hand and the board alike. Every other call (keywords other than the parameters
 * named below, wild cards, NumPy ints, bools, separators other than spaces, too few or too
 * many cards, a card given twice, anything the evaluator refuses) goes to the Python
 * implementation unchanged, so its validation and its errors are the only ones. The
 * evaluators are handrank._core's own functions, reached through addresses the Python side
 * passes in (no second copy of the tables).
 *
 * card_parser(cards_type, tokens, fallback, doc) -> the builtin cards;
 * wrap(fallbacks, docs, eval_ids, eval_omaha, value_info) -> the builtins evaluate, compare,
 *     evaluate_omaha, best_five and hand_value;
 * deal_values(board, hands[, how]) -> a showdown's parsed deal and values (and its decision), or None
 *     (after wrap()).
 *
 * On free-threaded CPython (Py_GIL_DISABLED: built without the limited API, which such a build
 * lacks) the module declares that it runs without the GIL, and does: the state below is written
 * once, by card_parser() and wrap() under a lock (at import), and only read after; a list's
 * items are taken as strong references (another thread may change the list meanwhile); every
 * other object read is immutable (a tuple, a str, an int) or never changed after import (the
 * tokens dict). With the GIL the same code runs on borrowed references.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <Python.h>

typedef uint16_t (*eval_ids_fn)(const uint8_t *cards, int k);
typedef uint16_t (*eval_omaha_fn)(const uint8_t *hole, int nh, const uint8_t *board, int nb);
typedef uint32_t (*value_info_fn)(int value);

static PyObject *cards_type; /* handrank.cards.Cards, a tuple subclass that adds no items */
static allocfunc cards_alloc;
static PyObject *tokens;     /* handrank.cards._TOKENS: card token -> id */
static eval_ids_fn eval_ids;
static eval_omaha_fn eval_omaha;
static value_info_fn value_info; /* category << 20 | the five ranks of decode(value), 4 bits each */

#ifdef Py_GIL_DISABLED
/* card_parser() and wrap(): one at a time */
static PyMutex setup_lock;
#define SETUP_LOCK() PyMutex_Lock(&setup_lock)
#define SETUP_UNLOCK() PyMutex_Unlock(&setup_lock)
#else
#define SETUP_LOCK() ((void)0)
#define SETUP_UNLOCK() ((void)0)
#endif

/* Item i of an exact list or tuple, a new reference (NULL with an exception set past the end):
 * without the GIL another thread may replace a list's item, and free it, while it is read. */
static PyObject *item_ref(PyObject *seq, int is_list, Py_ssize_t i) {
    PyObject *item;
#ifdef Py_GIL_DISABLED
    if (is_list)
        return PyList_GetItemRef(seq, i);
#endif
    item = is_list ? PyList_GetItem(seq, i) : PyTuple_GetItem(seq, i);
    Py_XINCREF(item);
    return item;
}

#define NUM_CARDS 52
#define MAX_TEXT 160 /* 52 cards of two letters and a space, and some spare */

/* rank + 1 and suit + 1 of an ASCII character, 0 for none (a table: this runs per card) */
static const signed char RANK1[128] = {
    ['2'] = 1, ['3'] = 2, ['4'] = 3, ['5'] = 4, ['6'] = 5, ['7'] = 6, ['8'] = 7, ['9'] = 8,
    ['T'] = 9, ['J'] = 10, ['Q'] = 11, ['K'] = 12, ['A'] = 13,
    ['t'] = 9, ['j'] = 10, ['q'] = 11, ['k'] = 12, ['a'] = 13};
static const signed char SUIT1[128] = {['c'] = 1, ['d'] = 2, ['h'] = 3, ['s'] = 4,
                                       ['C'] = 1, ['D'] = 2, ['H'] = 3, ['S'] = 4};

static int rank_of(Py_UCS4 c) { return c < 128 ? RANK1[c] - 1 : -1; }

static int suit_of(Py_UCS4 c) { return c < 128 ? SUIT1[c] - 1 : -1; }

/* Card id of an exact int in 0..51, else -1 (bools, NumPy ints, anything else: -1). */
static int id_of_int(PyObject *item) {
    long v = PyLong_AsLong(item);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear(); /* too big for a long: the Python side names it */
        return -1;
    }
    return (v >= 0 && v < NUM_CARDS) ? (int)v : -1;
}

/* Card id of one item of a sequence: an exact int 0..51 or an exact str that is a token. */
static int id_of_item(PyObject *item) {
    PyObject *id;
    if (PyLong_CheckExact(item))
        return id_of_int(item);
    if (!PyUnicode_CheckExact(item) || tokens == NULL)
        return -1;
    if (PyUnicode_GetLength(item) == 2) { /* "As", "kd": no lookup */
        int r = rank_of(PyUnicode_ReadChar(item, 0)), s = suit_of(PyUnicode_ReadChar(item, 1));
        if (r >= 0 && s >= 0)
            return 4 * r + s;
    }
    id = PyDict_GetItem(tokens, item); /* "10h", "K♦"; borrowed (the dict never changes after
                                           import, and keeps its ints), no error for a str key */
    return (id != NULL && PyLong_CheckExact(id)) ? id_of_int(id) : -1;
}

/* The cards read so far: ids in order, their count, at most cap of them, and a mask of them. */
typedef struct {
    uint8_t ids[NUM_CARDS];
    int n, cap;
    uint64_t seen;
} Hand;

static int add(Hand *h, int id) {
    uint64_t bit;
    if (id < 0 || h->n >= h->cap)
        return -1;
    bit = (uint64_t)1 << id;
    if (h->seen & bit) /* a card twice: the Python side names it */
        return -1;
    h->seen |= bit;
    h->ids[h->n++] = (uint8_t)id;
    return 0;
}

/* "As Kd ...": ASCII rank-suit pairs between spaces. (Anything else, unicode suits, tens
 * written 10, commas, tabs, goes to the Python parser.) */
static int add_text(Hand *h, PyObject *text) {
    Py_UCS4 buf[MAX_TEXT];
    Py_ssize_t size = PyUnicode_GetLength(text), i = 0;
    if (size < 0 || size >= MAX_TEXT) {
        PyErr_Clear();
        return -1;
    }
    if (size > 0 && PyUnicode_AsUCS4(text, buf, MAX_TEXT, 0) == NULL) {
        PyErr_Clear();
        return -1;
    }
    while (i < size) { /* by length: an embedded NUL is a character like any other */
        int r, s;
        if (buf[i] == ' ') {
            i++;
            continue;
        }
        r = rank_of(buf[i]);
        s = (r < 0 || size - i < 2) ? -1 : suit_of(buf[i + 1]);
        if (s < 0 || (size - i > 2 && buf[i + 2] != ' ') || add(h, 4 * r + s) < 0)
            return -1;
        i += 2;
    }
    return 0;
}

/* Read the cards of one spec into h; 0, or -1 if this file does not read it. */
static int add_spec(Hand *h, PyObject *spec) {
    Py_ssize_t n, i;
    int is_list;
    if (PyUnicode_CheckExact(spec))
        return add_text(h, spec);
    is_list = PyList_CheckExact(spec);
    if (!is_list && !PyTuple_CheckExact(spec) && (PyObject *)Py_TYPE(spec) != cards_type)
        return -1;
    n = is_list ? PyList_Size(spec) : PyTuple_Size(spec);
    if (n < 0 || n > h->cap - h->n) {
        PyErr_Clear();
        return -1;
    }
    for (i = 0; i < n; i++) {
        PyObject *item = item_ref(spec, is_list, i);
        int id = item == NULL ? -1 : id_of_item(item);
        Py_XDECREF(item);
        if (add(h, id) < 0) {
            PyErr_Clear();
            return -1;
        }
    }
    return 0;
}

/* A new Cards of h's ids (NULL with an exception set on failure). */
static PyObject *new_cards(const Hand *h) {
    PyObject *out = cards_alloc((PyTypeObject *)cards_type, h->n);
    int i;
    if (out == NULL)
        return NULL;
    for (i = 0; i < h->n; i++) {
        PyObject *id = PyLong_FromLong(h->ids[i]);
        if (id == NULL || PyTuple_SetItem(out, i, id) < 0) { /* SetItem steals id */
            Py_DECREF(out);
            return NULL;
        }
    }
    return out;
}

/* ---- the entry points ---------------------------------------------------------------------- */

/* Bind args and kwargs to the parameters named in names (the first nreq required, the rest
 * defaulting to None; only the first npos may be given by position) as Python would; -1 for
 * anything else (the fallback then reports it). */
static int bind(PyObject *args, PyObject *kwargs, const char *const *names, int nparams, int nreq,
                int maxpos, PyObject **out) {
    Py_ssize_t npos = PyTuple_Size(args), pos = 0;
    PyObject *key, *value;
    int i;
    if (npos < 0 || npos > maxpos)
        return -1;
    for (i = 0; i < nparams; i++)
        out[i] = i < npos ? PyTuple_GetItem(args, i) : NULL;
    if (kwargs != NULL) {
        while (PyDict_Next(kwargs, &pos, &key, &value)) {
            if (!PyUnicode_CheckExact(key))
                return -1;
            for (i = 0; i < nparams; i++)
                if (PyUnicode_CompareWithASCIIString(key, names[i]) == 0)
                    break;
            if (i == nparams || out[i] != NULL)
                return -1;
            out[i] = value;
        }
    }
    for (i = 0; i < nparams; i++)
        if (out[i] == NULL) {
            if (i < nreq)
                return -1;
            out[i] = Py_None;
        }
    return 0;
}

static PyObject *cards_fallback; /* the Python cards() */

static PyObject *cards(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"spec", "allow_jokers"};
    PyObject *p[2];
    Hand h = {{0}, 0, NUM_CARDS, 0};
    (void)self;
    if (bind(args, kwargs, names, 2, 1, 1, p) == 0 && (p[1] == Py_None || p[1] == Py_False) &&
        add_spec(&h, p[0]) == 0) {
        if ((PyObject *)Py_TYPE(p[0]) == cards_type) { /* already read: the same immutable object */
            Py_INCREF(p[0]);
            return p[0];
        }
        return new_cards(&h);
    }
    return PyObject_Call(cards_fallback, args, kwargs);
}

/* The value of the cards read, or 0 (too few, or a hand the evaluator refuses: the Python
 * side then names why). */
static unsigned value(const Hand *h) { return h->n >= 5 ? eval_ids(h->ids, h->n) : 0; }

enum { EVALUATE, COMPARE, OMAHA, BEST_FIVE, HAND_VALUE, NUM_WRAPPED };
static PyObject *fallbacks[NUM_WRAPPED]; /* the Python implementations */

static PyObject *evaluate(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"hand", "board"};
    PyObject *p[2];
    Hand h = {{0}, 0, 7, 0};
    unsigned v;
    (void)self;
    if (bind(args, kwargs, names, 2, 1, 2, p) == 0 && add_spec(&h, p[0]) == 0 &&
        (p[1] == Py_None || add_spec(&h, p[1]) == 0) && (v = value(&h)) != 0)
        return PyLong_FromLong((long)v);
    return PyObject_Call(fallbacks[EVALUATE], args, kwargs);
}

static PyObject *compare(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"a", "b", "board"};
    PyObject *p[3];
    Hand ha = {{0}, 0, 7, 0}, hb = {{0}, 0, 7, 0};
    unsigned va = 0, vb = 0;
    (void)self;
    if (bind(args, kwargs, names, 3, 2, 3, p) == 0) {
        if (p[2] == Py_None) { /* two whole hands of one deck: no card in both */
            if (add_spec(&ha, p[0]) == 0) {
                hb.seen = ha.seen; /* b may hold none of a's cards: else the Python side names it */
                if (add_spec(&hb, p[1]) == 0)
                    va = value(&ha), vb = value(&hb);
            }
        } else if (add_spec(&ha, p[2]) == 0) { /* hole cards on one board: no card twice at all */
            hb = ha;                           /* both hold the board */
            if (add_spec(&ha, p[0]) == 0) {
                hb.seen = ha.seen; /* b may hold none of a's cards */
                if (add_spec(&hb, p[1]) == 0)
                    va = value(&ha), vb = value(&hb);
            }
        }
        if (va && vb)
            return PyLong_FromLong((long)(va > vb) - (long)(va < vb));
    }
    return PyObject_Call(fallbacks[COMPARE], args, kwargs);
}

static PyObject *omaha(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"hole", "board"};
    PyObject *p[2];
    Hand hole = {{0}, 0, 6, 0}, board = {{0}, 0, 5, 0};
    (void)self;
    if (bind(args, kwargs, names, 2, 2, 2, p) == 0 && add_spec(&hole, p[0]) == 0 && hole.n >= 4) {
        board.seen = hole.seen; /* no card in both */
        if (add_spec(&board, p[1]) == 0 && board.n >= 3) {
            unsigned v = eval_omaha(hole.ids, hole.n, board.ids, board.n);
            if (v)
                return PyLong_FromLong((long)v);
        }
    }
    return PyObject_Call(fallbacks[OMAHA], args, kwargs);
}

/* hand_value(hand, board=()): the value of two Cards of ids, 0 for a card twice or a count
 * outside 5..7 (its Python twin says the same for what this file does not read). */
static PyObject *hand_value(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"hand", "board"};
    PyObject *p[2];
    Hand h = {{0}, 0, 7, 0};
    (void)self;
    if (bind(args, kwargs, names, 2, 1, 2, p) == 0 && add_spec(&h, p[0]) == 0 &&
        (p[1] == Py_None || add_spec(&h, p[1]) == 0))
        return PyLong_FromLong((long)value(&h));
    return PyObject_Call(fallbacks[HAND_VALUE], args, kwargs);
}

enum { FLUSH = 5, FULL_HOUSE = 6, FOUR_OF_A_KIND = 7 }; /* handrank.Category */

/* The five cards best_five names: for each rank of decode(value) in order, the first card of
 * that rank not yet taken, in the order given (in a flush, the card of the flush suit). */
static PyObject *best_five(PyObject *self, PyObject *args, PyObject *kwargs) {
    static const char *const names[] = {"hand", "board"};
    PyObject *p[2];
    Hand h = {{0}, 0, 7, 0}, five = {{0}, 0, 5, 0};
    unsigned v;
    (void)self;
    if (bind(args, kwargs, names, 2, 1, 2, p) == 0 && add_spec(&h, p[0]) == 0 &&
        (p[1] == Py_None || add_spec(&h, p[1]) == 0) && (v = value(&h)) != 0) {
        uint32_t info = value_info((int)v);
        int category = (int)(info >> 20), i, j, suit = -1, count[4] = {0, 0, 0, 0};
        if (category >= FLUSH && category != FULL_HOUSE && category != FOUR_OF_A_KIND) {
            for (i = 0; i < h.n; i++)
                if (++count[h.ids[i] & 3] == 5)
                    suit = h.ids[i] & 3;
        }
        for (i = 0; i < 5; i++) {
            int rank = (int)(info >> (16 - 4 * i)) & 0xF;
            for (j = 0; j < h.n; j++) {
                int c = h.ids[j];
                if (c >> 2 == rank && (suit < 0 || (c & 3) == suit) && !(five.seen >> c & 1)) {
                    add(&five, c);
                    break;
                }
            }
        }
        if (five.n == 5) /* always: the value is the value of these cards */
            return new_cards(&five);
    }
    return PyObject_Call(fallbacks[BEST_FIVE], args, kwargs);
}

enum { STRAIGHT_FLUSH = 8, ROYAL_FLUSH = 9 };

/* The rank (0..12) of the i-th of the five ranks of decode(value), of value_info's word. */
static int rank_at(uint32_t info, int i) { return (int)(info >> (16 - 4 * i)) & 0xF; }

/* Explanation.plays_from_board(rank) of a hold'em hand: whether its cards of rank in the best
 * five are all board cards. By count, but in a flush by the one card of the flush suit
 * (the suit most often held, the first of equal counts: Python's max over range(4)). */
static int plays_from_board(const Hand *board, const uint8_t *hole, int nh, uint32_t info, int rank) {
    int category = (int)(info >> 20), i, on = 0, in = 0;
    if (category != FLUSH && category != STRAIGHT_FLUSH && category != ROYAL_FLUSH) {
        for (i = 0; i < board->n; i++)
            on += board->ids[i] >> 2 == rank;
        for (i = 0; i < 5; i++)
            in += rank_at(info, i) == rank;
        return on >= in;
    } else {
        int count[4] = {0, 0, 0, 0}, suit = 0;
        for (i = 0; i < board->n; i++)
            count[board->ids[i] & 3]++;
        for (i = 0; i < nh; i++)
            count[hole[i] & 3]++;
        for (i = 1; i < 4; i++)
            if (count[i] > count[suit])
                suit = i;
        return (int)(board->seen >> (4 * rank + suit) & 1);
    }
}

/* A new tuple of the 9 fields of a Decision (new references to them), or NULL. */
static PyObject *fields_of(PyObject *const items[9]) {
    PyObject *t = PyTuple_New(9);
    int i;
    if (t == NULL)
        return NULL;
    for (i = 0; i < 9; i++) {
        Py_INCREF(items[i]);
        PyTuple_SetItem(t, i, items[i]);
    }
    return t;
}

/* The fields of handrank.explain.showdown's Decision for the values read (keys 0..n-1), as
 * _decision works them out, and (a new int) which of the equal cards before the deciding one
 * both hands play from the board (bit j: the j-th of those ranks; see text.showdown._shared).
 * how = (steps, kinds, ranks): steps a bytes of 5 per category, for each of the five ranks
 * that begins a part kind << 4 | position (kind 1: main, 2: kicker), else 0; kinds the strs
 * ("category", "main", "kicker", "tie"); ranks the str of the rank letters. NULL with an
 * exception set on failure. */
static PyObject *decide(const Hand *board, uint8_t (*holes)[7], const int *nh, const unsigned *vals,
                        Py_ssize_t n, PyObject *how, PyObject **shared) {
    PyObject *steps, *kinds, *ranks, *winners, *loser, *fields = NULL;
    const unsigned char *step;
    unsigned top = 0, second = 0;
    Py_ssize_t i, nw = 0, w = -1, lo = -1, k;
    uint32_t wi, li;
    int s, kind = 0, pos = 0, at = -1, mask = 0;
    if (!PyTuple_CheckExact(how) || PyTuple_Size(how) != 3 ||
        !PyBytes_CheckExact(steps = PyTuple_GetItem(how, 0)) || PyBytes_Size(steps) != 5 * 10 ||
        !PyTuple_CheckExact(kinds = PyTuple_GetItem(how, 1)) || PyTuple_Size(kinds) != 4 ||
        !PyUnicode_CheckExact(ranks = PyTuple_GetItem(how, 2)) || PyUnicode_GetLength(ranks) != 13) {
        PyErr_SetString(PyExc_TypeError,
                        "deal_values(board, hands, (steps: 50 bytes, 4 kinds, 13 rank letters))");
        return NULL;
    }
    step = (const unsigned char *)PyBytes_AsString(steps);
    for (i = 0; i < n; i++)
        if (vals[i] > top)
            top = vals[i];
    for (i = 0; i < n; i++) {
        if (vals[i] == top) {
            if (w < 0)
                w = i;
            nw++;
        } else if (vals[i] > second) { /* the first of the best losing hands */
            second = vals[i], lo = i;
        }
    }
    if ((winners = PyTuple_New(nw)) == NULL)
        return NULL;
    for (i = 0, k = 0; i < n; i++)
        if (vals[i] == top) {
            PyObject *key = PyLong_FromSsize_t(i);
            if (key == NULL) {
                Py_DECREF(winners);
                return NULL;
            }
            PyTuple_SetItem(winners, k++, key);
        }
    if (lo < 0) {
        loser = Py_None;
        Py_INCREF(loser);
    } else if ((loser = PyLong_FromSsize_t(lo)) == NULL) {
        Py_DECREF(winners);
        return NULL;
    }
    *shared = NULL;
    wi = value_info((int)vals[w]);
    li = lo < 0 ? 0 : value_info((int)vals[lo]);
    if (lo < 0 || nw > 1) { /* a tie: do the tied hands' five cards all come from the board? */
        PyObject *plays = (board->n == 5 && eval_ids(board->ids, 5) == top) ? Py_True : Py_False;
        PyObject *const items[9] = {PyTuple_GetItem(kinds, 3), Py_None, Py_None, Py_None, Py_None,
                                    plays, winners, loser, Py_None};
        fields = fields_of(items);
    } else if (wi >> 20 != li >> 20) {
        PyObject *const items[9] = {PyTuple_GetItem(kinds, 0), Py_None, Py_None, Py_None, Py_None,
                                    Py_False, winners, loser, Py_None};
        fields = fields_of(items);
    } else {
        int first = -1, count = 0, j, wr, lr;
        PyObject *wl, *ll, *p;
        for (s = 0; s < 5 && at < 0; s++) {
            int st = step[5 * (wi >> 20) + s];
            if (st && rank_at(wi, s) != rank_at(li, s))
                kind = st >> 4, pos = st & 0xF, at = s;
        }
        if (at < 0 || kind < 1 || kind > 2) { /* equal ranks of different values: never */
            PyErr_SetString(PyExc_AssertionError, "equal ranks but different values");
            goto done;
        }
        /* the equal cards before the deciding one: earlier kickers, or a flush's higher cards */
        if (kind == 2) {
            for (s = 0; s < 5 && first < 0; s++)
                if (step[5 * (wi >> 20) + s] >> 4 == 2)
                    first = s;
            count = pos - 1;
        } else if ((int)(wi >> 20) == FLUSH) {
            first = 0, count = pos - 1;
        }
        for (j = 0; first >= 0 && j < count && first + j < 5; j++) {
            int r = rank_at(wi, first + j);
            if (plays_from_board(board, holes[w], nh[w], wi, r) &&
                plays_from_board(board, holes[lo], nh[lo], li, r))
                mask |= 1 << j;
        }
        wr = rank_at(wi, at), lr = rank_at(li, at);
        wl = PyUnicode_Substring(ranks, wr, wr + 1);
        ll = PyUnicode_Substring(ranks, lr, lr + 1);
        p = PyLong_FromLong(pos);
        if (wl != NULL && ll != NULL && p != NULL) {
            PyObject *const items[9] = {
                PyTuple_GetItem(kinds, kind), p, wl, ll,
                plays_from_board(board, holes[w], nh[w], wi, wr) ? Py_True : Py_False, Py_False, winners,
                loser,
                plays_from_board(board, holes[lo], nh[lo], li, lr) ? Py_True : Py_False};
            fields = fields_of(items);
        }
        Py_XDECREF(wl);
        Py_XDECREF(ll);
        Py_XDECREF(p);
    }
    if (fields != NULL && (*shared = PyLong_FromLong(mask)) == NULL)
        Py_CLEAR(fields);
done:
    Py_DECREF(winners);
    Py_DECREF(loser);
    return fields;
}

/* deal_values(board, hands[, how]): a high showdown's deal read in one call, as
 * (board, board_ranks, holes, values): a Cards, the ranks of its cards, a tuple of Cards
 * (each hand's hole cards) and a tuple of ints (each hand's value), when board (a spec
 * or None) and hands (an exact list or tuple of at least two specs) are spellings this file
 * reads, every hand holds a card and has 5..7 with the board, and no card is given twice in
 * the whole deal (one deck); else None, and the Python deal says what is wrong. With how
 * (see decide), three more items: the fields of the showdown's Decision, the shared mask and
 * the values as a new dict {0: value, 1: value, ...}. */
static PyObject *deal_values(PyObject *self, PyObject *args) {
    PyObject *board, *hands, *how = NULL, *b, *holes, *values, *ranks, *out, *fields = NULL, *shared = NULL,
             *by_key = NULL;
    Hand bh = {{0}, 0, 6, 0}; /* a hand is at most 7 cards and holds one: a board of at most 6 */
    uint64_t seen;
    Py_ssize_t n, i;
    int is_list;
    uint8_t hole_ids[NUM_CARDS][7];
    int hole_n[NUM_CARDS];
    unsigned vals[NUM_CARDS];
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|O:deal_values", &board, &hands, &how))
        return NULL;
    is_list = PyList_CheckExact(hands);
    if (eval_ids == NULL || (!is_list && !PyTuple_CheckExact(hands)) ||
        (board != Py_None && add_spec(&bh, board) < 0))
        Py_RETURN_NONE;
    n = is_list ? PyList_Size(hands) : PyTuple_Size(hands);
    if (n < 2 || n > NUM_CARDS) /* (more hands than cards: one is empty, or a card is given twice) */
        Py_RETURN_NONE;
    if ((b = new_cards(&bh)) == NULL)
        return NULL;
    holes = PyTuple_New(n);
    values = PyTuple_New(n);
    if (holes == NULL || values == NULL)
        goto fail;
    seen = bh.seen;
    for (i = 0; i < n; i++) {
        Hand h = bh, hole = {{0}, 0, 7, 0};
        unsigned v;
        PyObject *c, *x;
        h.cap = 7;
        h.seen = seen; /* the cards of the hands before: not again */
        PyObject *spec = item_ref(hands, is_list, i);
        int read = spec != NULL && add_spec(&h, spec) == 0;
        Py_XDECREF(spec);
        if (!read || h.n == bh.n || (v = value(&h)) == 0) {
            PyErr_Clear();
            Py_DECREF(b);
            Py_DECREF(holes);
            Py_DECREF(values);
            Py_RETURN_NONE;
        }
        seen = h.seen;
        memcpy(hole.ids, h.ids + bh.n, (size_t)(h.n - bh.n));
        hole.n = h.n - bh.n;
        memcpy(hole_ids[i], hole.ids, (size_t)hole.n);
        hole_n[i] = hole.n;
        vals[i] = v;
        if ((c = new_cards(&hole)) == NULL)
            goto fail;
        PyTuple_SetItem(holes, i, c); /* steals c */
        if ((x = PyLong_FromLong((long)v)) == NULL)
            goto fail;
        PyTuple_SetItem(values, i, x);
    }
    if (how != NULL && how != Py_None) {
        if ((fields = decide(&bh, hole_ids, hole_n, vals, n, how, &shared)) == NULL ||
            (by_key = PyDict_New()) == NULL)
            goto fail;
        for (i = 0; i < n; i++) { /* {0: value, 1: value, ...}: Showdown.values */
            PyObject *key = PyLong_FromSsize_t(i);
            int failed = key == NULL || PyDict_SetItem(by_key, key, PyTuple_GetItem(values, i)) < 0;
            Py_XDECREF(key);
            if (failed)
                goto fail;
        }
    }
    if ((ranks = PyTuple_New(bh.n)) == NULL)
        goto fail;
    for (i = 0; i < bh.n; i++) {
        PyObject *r = PyLong_FromLong(bh.ids[i] >> 2);
        if (r == NULL) {
            Py_DECREF(ranks);
            goto fail;
        }
        PyTuple_SetItem(ranks, i, r);
    }
    if ((out = PyTuple_New(fields == NULL ? 4 : 7)) == NULL) {
        Py_DECREF(ranks);
        goto fail;
    }
    PyTuple_SetItem(out, 0, b);
    PyTuple_SetItem(out, 1, ranks);
    PyTuple_SetItem(out, 2, holes);
    PyTuple_SetItem(out, 3, values);
    if (fields != NULL) {
        PyTuple_SetItem(out, 4, fields);
        PyTuple_SetItem(out, 5, shared);
        PyTuple_SetItem(out, 6, by_key);
    }
    return out;
fail:
    Py_XDECREF(fields);
    Py_XDECREF(shared);
    Py_XDECREF(by_key);
    Py_DECREF(b);
    Py_XDECREF(holes);
    Py_XDECREF(values);
    return NULL;
}

static PyMethodDef wrapped_defs[NUM_WRAPPED] = {
    {"evaluate", (PyCFunction)(void (*)(void))evaluate, METH_VARARGS | METH_KEYWORDS, NULL},
    {"compare", (PyCFunction)(void (*)(void))compare, METH_VARARGS | METH_KEYWORDS, NULL},
    {"evaluate_omaha", (PyCFunction)(void (*)(void))omaha, METH_VARARGS | METH_KEYWORDS, NULL},
    {"best_five", (PyCFunction)(void (*)(void))best_five, METH_VARARGS | METH_KEYWORDS, NULL},
    {"hand_value", (PyCFunction)(void (*)(void))hand_value, METH_VARARGS | METH_KEYWORDS, NULL},
};
static PyObject *wrapped;   /* the tuple of builtins wrap() makes, once per process */
static PyObject *parser;    /* the cards builtin card_parser() makes, once per process */
static PyMethodDef cards_def = {"cards", (PyCFunction)(void (*)(void))cards, METH_VARARGS | METH_KEYWORDS,
                                NULL};

static void *address(PyObject *obj) {
    void *p = PyLong_AsVoidPtr(obj);
    if (p == NULL && !PyErr_Occurred())
        PyErr_SetString(PyExc_ValueError, "a null function address");
    return p;
}

/* A copy of a str that lives as long as the process (a method's doc), or NULL. */
static char *lasting_copy(PyObject *text) {
    PyObject *utf8 = PyUnicode_AsUTF8String(text);
    const char *s;
    char *copy = NULL;
    if (utf8 == NULL)
        return NULL;
    if ((s = PyBytes_AsString(utf8)) != NULL && (copy = malloc(strlen(s) + 1)) == NULL)
        PyErr_NoMemory();
    if (copy != NULL)
        strcpy(copy, s);
    Py_DECREF(utf8);
    return copy;
}

static PyObject *card_parser_once(PyObject *module, PyObject *args) {
    PyObject *ct, *tk, *fb, *doc, *name;
    char *text;
    if (!PyArg_ParseTuple(args, "OO!OU:card_parser", &ct, &PyDict_Type, &tk, &fb, &doc))
        return NULL;
    if (parser != NULL) { /* once per process: the type, the tokens and the doc are fixed */
        Py_INCREF(parser);
        return parser;
    }
    if (!PyType_Check(ct) || !PyType_IsSubtype((PyTypeObject *)ct, &PyTuple_Type) ||
        !(PyType_GetFlags((PyTypeObject *)ct) & Py_TPFLAGS_HEAPTYPE) || !PyCallable_Check(fb)) {
        PyErr_SetString(PyExc_TypeError,
                        "card_parser(a tuple subclass defined in Python, tokens dict, fallback, doc)");
        return NULL;
    }
    cards_alloc = (allocfunc)PyType_GetSlot((PyTypeObject *)ct, Py_tp_alloc);
    if (cards_alloc == NULL) {
        PyErr_SetString(PyExc_TypeError, "the Cards type has no allocator");
        return NULL;
    }
    if ((text = lasting_copy(doc)) == NULL)
        return NULL;
    if ((name = PyObject_GetAttrString(fb, "__module__")) == NULL) {
        free(text);
        return NULL;
    }
    cards_def.ml_doc = text;
    parser = PyCFunction_NewEx(&cards_def, module, name); /* pickles by name, like a function */
    Py_DECREF(name);
    if (parser == NULL)
        return NULL;
    Py_INCREF(ct);
    Py_INCREF(tk);
    Py_INCREF(fb);
    cards_type = ct;
    tokens = tk;
    cards_fallback = fb;
    Py_INCREF(parser);
    return parser;
}

static PyObject *wrap_once(PyObject *module, PyObject *args) {
    PyObject *fbs, *docs, *a1, *a2, *a3, *out;
    void *p1, *p2, *p3;
    int i;
    if (!PyArg_ParseTuple(args, "O!O!OOO:wrap", &PyTuple_Type, &fbs, &PyTuple_Type, &docs, &a1, &a2, &a3))
        return NULL;
    if (wrapped != NULL) { /* once per process: the function pointers and docs are fixed */
        Py_INCREF(wrapped);
        return wrapped;
    }
    if (cards_type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "card_parser() first: wrap() reads cards with it");
        return NULL;
    }
    if (PyTuple_Size(fbs) != NUM_WRAPPED || PyTuple_Size(docs) != NUM_WRAPPED) {
        PyErr_SetString(PyExc_TypeError, "wrap((evaluate, compare, evaluate_omaha, best_five, hand_value), "
                                         "(their docs), eval_ids, eval_omaha, value_info)");
        return NULL;
    }
    for (i = 0; i < NUM_WRAPPED; i++)
        if (!PyCallable_Check(PyTuple_GetItem(fbs, i)) || !PyUnicode_Check(PyTuple_GetItem(docs, i))) {
            PyErr_SetString(PyExc_TypeError, "wrap(): five callables and five docs");
            return NULL;
        }
    if ((p1 = address(a1)) == NULL || (p2 = address(a2)) == NULL || (p3 = address(a3)) == NULL)
        return NULL;
    if ((out = PyTuple_New(NUM_WRAPPED)) == NULL)
        return NULL;
    for (i = 0; i < NUM_WRAPPED; i++) {
        PyObject *fb = PyTuple_GetItem(fbs, i), *name, *f;
        char *doc = lasting_copy(PyTuple_GetItem(docs, i));
        if (doc == NULL || (name = PyObject_GetAttrString(fb, "__module__")) == NULL) {
            free(doc);
            Py_DECREF(out);
            return NULL;
        }
        wrapped_defs[i].ml_doc = doc;
        /* __self__ is this module, so the builtin pickles by name, like a function */
        f = PyCFunction_NewEx(&wrapped_defs[i], module, name);
        Py_DECREF(name);
        if (f == NULL) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SetItem(out, i, f);
    }
    eval_ids = (eval_ids_fn)p1;
    eval_omaha = (eval_omaha_fn)p2;
    value_info = (value_info_fn)p3;
    for (i = 0; i < NUM_WRAPPED; i++) {
        fallbacks[i] = PyTuple_GetItem(fbs, i);
        Py_INCREF(fallbacks[i]);
    }
    wrapped = out;
    Py_INCREF(wrapped);
    return wrapped;
}

static PyObject *card_parser(PyObject *module, PyObject *args) {
    PyObject *out;
    SETUP_LOCK();
    out = card_parser_once(module, args);
    SETUP_UNLOCK();
    return out;
}

static PyObject *wrap(PyObject *module, PyObject *args) {
    PyObject *out;
    SETUP_LOCK();
    out = wrap_once(module, args);
    SETUP_UNLOCK();
    return out;
}

static PyMethodDef methods[] = {
    {"card_parser", card_parser, METH_VARARGS,
     "card_parser(cards_type, tokens, fallback, doc): the builtin cards."},
    {"deal_values", deal_values, METH_VARARGS,
     "deal_values(board, hands[, how]): (board, board_ranks, holes, values[, decision, shared, values_by_key]) "
     "of a high showdown's deal, or None."},
    {"wrap", wrap, METH_VARARGS,
     "wrap((evaluate, compare, evaluate_omaha, best_five, hand_value), docs, eval_ids, eval_omaha, value_info): "
     "the builtins."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {PyModuleDef_HEAD_INIT, "_entry",
                                        "The C entry points of handrank.cards and the evaluators.",
                                        -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__entry(void) {
    PyObject *module = PyModule_Create(&module_def);
#ifdef Py_GIL_DISABLED
    if (module != NULL && PyUnstable_Module_SetGIL(module, Py_MOD_GIL_NOT_USED) < 0) {
        Py_DECREF(module);
        return NULL;
    }
#endif
    return module;
}

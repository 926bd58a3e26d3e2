/* handrank._entry: the C entry point of handrank.evaluate.
 *
 * A Python-level wrapper costs more than the C evaluation it wraps (a call, a few checks:
 * about 150 ns against 140 ns for the lookup). This CPython extension, written against the
 * limited API (one cp39-abi3 wheel), takes the two common cases itself: a tuple, list or
 * Cards of 5..7 exact ints in 0..51, and a string of 5..7 ASCII cards like "As Kd 7h 7c 2s". Every other call, and every hand the
 * evaluator refuses (a repeated card), goes to the Python implementation unchanged, so its
 * validation and its errors are the only ones. The evaluators are handrank._core's own
 * functions, reached through addresses the Python side passes in (no second copy of the
 * tables).
 *
 * wrap(fallback, cards_type, eval5, eval6, eval7, doc) -> the builtin ``evaluate``.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <Python.h>

typedef uint16_t (*eval5_fn)(int, int, int, int, int);
typedef uint16_t (*eval6_fn)(int, int, int, int, int, int);
typedef uint16_t (*eval7_fn)(int, int, int, int, int, int, int);

static PyObject *fallback;   /* the Python evaluate: every call this file does not take */
static PyObject *cards_type; /* handrank.cards.Cards, a tuple subclass that adds no items */
static eval5_fn e5;
static eval6_fn e6;
static eval7_fn e7;

/* Card id of an exact int in 0..51, else -1 (bools, NumPy ints, anything else: -1). */
static int card_of(PyObject *item) {
    long v;
    if (!PyLong_CheckExact(item))
        return -1;
    v = PyLong_AsLong(item);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear(); /* too big for a long: the Python side names it */
        return -1;
    }
    return (v >= 0 && v <= 51) ? (int)v : -1;
}

static int rank_of(char c) {
    static const char ranks[] = "23456789TJQKA", lower[] = "23456789tjqka";
    int r;
    for (r = 0; r < 13; r++)
        if (c == ranks[r] || c == lower[r])
            return r;
    return -1;
}

static int suit_of(char c) {
    switch (c) {
    case 'c': case 'C': return 0;
    case 'd': case 'D': return 1;
    case 'h': case 'H': return 2;
    case 's': case 'S': return 3;
    default: return -1;
    }
}

/* Ids of "As Kd ...": ASCII rank-suit pairs between single or repeated spaces, else -1.
 * (Anything else, unicode suits, tens written 10, commas, goes to the Python parser.) */
static int ids_of_text(PyObject *text, int ids[7]) {
    PyObject *utf8;
    const char *p, *end = NULL;
    Py_ssize_t size;
    int n = 0;
    if (PyUnicode_GetLength(text) >= 64 || (utf8 = PyUnicode_AsUTF8String(text)) == NULL) {
        PyErr_Clear();
        return -1;
    }
    size = PyBytes_Size(utf8);
    p = PyBytes_AsString(utf8);
    if (p == NULL || size < 0 || size >= 64)
        n = -1;
    else
        end = p + size;
    while (n >= 0 && p < end) { /* by length: an embedded NUL is a character like any other */
        int r, s;
        if (*p == ' ') {
            p++;
            continue;
        }
        r = rank_of(p[0]);
        s = (r < 0 || end - p < 2) ? -1 : suit_of(p[1]);
        if (s < 0 || n == 7 || (end - p > 2 && p[2] != ' ')) {
            n = -1;
            break;
        }
        ids[n++] = 4 * r + s;
        p += 2;
    }
    Py_DECREF(utf8);
    PyErr_Clear();
    return n;
}

/* The value of the hand, or 0 if the fast path does not apply. */
static unsigned fast_value(PyObject *hand) {
    int ids[7], i;
    Py_ssize_t n;
    int is_list = PyList_CheckExact(hand);
    if (PyUnicode_CheckExact(hand)) {
        n = ids_of_text(hand, ids);
    } else if (!is_list && !PyTuple_CheckExact(hand) && (PyObject *)Py_TYPE(hand) != cards_type) {
        return 0;
    } else {
        n = is_list ? PyList_Size(hand) : PyTuple_Size(hand);
        if (n < 5 || n > 7)
            return 0;
        for (i = 0; i < n; i++) {
            /* borrowed references; nothing runs between the read and the use */
            ids[i] = card_of(is_list ? PyList_GetItem(hand, i) : PyTuple_GetItem(hand, i));
            if (ids[i] < 0)
                return 0;
        }
    }
    if (n < 5 || n > 7)
        return 0;
    /* the evaluators return 0 for a repeated card: the Python side then names it */
    if (n == 7)
        return e7(ids[0], ids[1], ids[2], ids[3], ids[4], ids[5], ids[6]);
    if (n == 6)
        return e6(ids[0], ids[1], ids[2], ids[3], ids[4], ids[5]);
    return e5(ids[0], ids[1], ids[2], ids[3], ids[4]);
}

static PyObject *evaluate(PyObject *self, PyObject *args, PyObject *kwargs) {
    (void)self;
    if (kwargs == NULL && PyTuple_Size(args) == 1) {
        unsigned v = fast_value(PyTuple_GetItem(args, 0));
        if (v)
            return PyLong_FromLong((long)v);
    }
    return PyObject_Call(fallback, args, kwargs);
}

static PyMethodDef evaluate_def = {"evaluate", (PyCFunction)(void (*)(void))evaluate,
                                   METH_VARARGS | METH_KEYWORDS, NULL};
static PyObject *wrapped; /* the one builtin wrap() makes */

static void *address(PyObject *obj) {
    void *p = PyLong_AsVoidPtr(obj);
    if (p == NULL && !PyErr_Occurred())
        PyErr_SetString(PyExc_ValueError, "a null function address");
    return p;
}

static PyObject *wrap(PyObject *module, PyObject *args) {
    PyObject *fb, *ct, *a5, *a6, *a7, *doc, *module_name, *utf8;
    const char *text;
    char *copy;
    void *p5, *p6, *p7;
    if (!PyArg_ParseTuple(args, "OOOOOU:wrap", &fb, &ct, &a5, &a6, &a7, &doc))
        return NULL;
    if (wrapped != NULL) { /* once per process: the function pointers and doc are fixed */
        Py_INCREF(wrapped);
        return wrapped;
    }
    if (!PyCallable_Check(fb) || !PyType_Check(ct)) {
        PyErr_SetString(PyExc_TypeError, "wrap(fallback callable, Cards type, ...)");
        return NULL;
    }
    if ((p5 = address(a5)) == NULL || (p6 = address(a6)) == NULL || (p7 = address(a7)) == NULL)
        return NULL;
    if ((utf8 = PyUnicode_AsUTF8String(doc)) == NULL)
        return NULL;
    text = PyBytes_AsString(utf8);
    copy = text ? malloc(strlen(text) + 1) : NULL; /* lives as long as the process */
    if (copy != NULL)
        strcpy(copy, text);
    Py_DECREF(utf8);
    if (copy == NULL)
        return text ? PyErr_NoMemory() : NULL;
    evaluate_def.ml_doc = copy;
    e5 = (eval5_fn)p5;
    e6 = (eval6_fn)p6;
    e7 = (eval7_fn)p7;
    Py_INCREF(fb);
    Py_INCREF(ct);
    fallback = fb;
    cards_type = ct;
    /* __self__ is this module, so the builtin pickles by name, like a function */
    if ((module_name = PyObject_GetAttrString(fb, "__module__")) == NULL)
        return NULL;
    wrapped = PyCFunction_NewEx(&evaluate_def, module, module_name);
    Py_DECREF(module_name);
    Py_XINCREF(wrapped);
    return wrapped;
}

static PyMethodDef methods[] = {
    {"wrap", wrap, METH_VARARGS,
     "wrap(fallback, cards_type, eval5, eval6, eval7, doc): the builtin evaluate."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module_def = {PyModuleDef_HEAD_INIT, "_entry",
                                        "The C entry point of handrank.evaluate.", -1, methods,
                                        NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__entry(void) { return PyModule_Create(&module_def); }

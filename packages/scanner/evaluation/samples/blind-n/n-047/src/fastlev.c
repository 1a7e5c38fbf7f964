#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

static PyObject *distance(PyObject *self, PyObject *args) {
    const char *a, *b;
    if (!PyArg_ParseTuple(args, "ss", &a, &b)) return NULL;
    size_t n = strlen(a), m = strlen(b);
    size_t *prev = calloc(m + 1, sizeof(size_t)), *cur = calloc(m + 1, sizeof(size_t));
    for (size_t j = 0; j <= m; j++) prev[j] = j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t c = prev[j - 1] + (a[i - 1] != b[j - 1]);
            size_t d = prev[j] + 1, e = cur[j - 1] + 1;
            cur[j] = c < d ? (c < e ? c : e) : (d < e ? d : e);
        }
        size_t *t = prev; prev = cur; cur = t;
    }
    size_t r = prev[m];
    free(prev); free(cur);
    return PyLong_FromSize_t(r);
}

static PyMethodDef M[] = {{"distance", distance, METH_VARARGS, "Levenshtein distance"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastlev", NULL, -1, M};
PyMODINIT_FUNC PyInit_fastlev(void) { return PyModule_Create(&mod); }

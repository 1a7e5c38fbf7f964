import csv
import io

try:
    from ._accel import parse as _native  # type: ignore
    MODE = "native"
except ImportError:
    _native = None
    MODE = "python"


def parse(text, delimiter=","):
    if _native:
        return _native(text, delimiter)
    return list(csv.reader(io.StringIO(text), delimiter=delimiter))

#include <foo/foo.h>

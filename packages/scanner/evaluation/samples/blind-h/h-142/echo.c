#include <arpa/inet.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
int main(void) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(7000) };
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    bind(s, (struct sockaddr *)&a, sizeof a);
    listen(s, 4);
    for (;;) {
        int c = accept(s, NULL, NULL);
        char buf[512];
        ssize_t n;
        while ((n = read(c, buf, sizeof buf)) > 0) write(c, buf, n);
        close(c);
    }
}

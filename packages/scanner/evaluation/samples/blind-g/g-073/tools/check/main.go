package main

import (
	"bufio"
	"fmt"
	"net"
	"os"
)

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	s := bufio.NewScanner(f)
	for s.Scan() {
		addrs, err := net.LookupHost(s.Text())
		if err != nil {
			fmt.Println(s.Text(), "NXDOMAIN or error:", err)
			continue
		}
		fmt.Println(s.Text(), addrs)
	}
}

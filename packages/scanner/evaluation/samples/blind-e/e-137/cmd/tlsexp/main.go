package main

import (
	"crypto/tls"
	"fmt"
	"os"
	"time"
)

func main() {
	for _, h := range os.Args[1:] {
		c, err := tls.Dial("tcp", h+":443", &tls.Config{ServerName: h})
		if err != nil {
			fmt.Println(h, "error:", err)
			continue
		}
		exp := c.ConnectionState().PeerCertificates[0].NotAfter
		fmt.Printf("%s expires in %d days\n", h, int(time.Until(exp).Hours()/24))
		c.Close()
	}
}

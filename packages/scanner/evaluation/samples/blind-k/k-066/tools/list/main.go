package main

import (
	"fmt"
	"io/fs"
	"path/filepath"
)

func main() {
	filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && filepath.Ext(p) == ".ipynb" {
			fmt.Println(p)
		}
		return nil
	})
}

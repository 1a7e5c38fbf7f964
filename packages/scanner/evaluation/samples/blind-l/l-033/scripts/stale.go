package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

func main() {
	req, _ := http.NewRequest("GET", "https://api.github.com/repos/"+os.Args[1]+"/branches?per_page=100", nil)
	req.Header.Set("Authorization", "Bearer "+os.Getenv("GH_TOKEN"))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		panic(err)
	}
	var bs []struct{ Name string }
	json.NewDecoder(resp.Body).Decode(&bs)
	for _, b := range bs {
		fmt.Println(b.Name)
	}
}

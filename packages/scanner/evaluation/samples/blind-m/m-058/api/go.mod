module github.com/acme/platform/api

go 1.22

require (
	github.com/acme/platform/shared v0.3.0
	github.com/go-chi/chi/v5 v5.1.0
)

replace github.com/acme/platform/shared => ../shared

